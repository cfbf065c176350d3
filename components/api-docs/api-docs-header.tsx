import { OPENAPI_HREF } from '@/components/api-docs/openapi-view';

export function ApiDocsHeader() {
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-extrabold tracking-tight">Content service API</h1>
      <p className="text-lg text-muted">
        Everything on this site comes from a read-only REST content service of beef cuts, recipes and collections. The
        site serves its own implementation of that service, over the same catalog, for integrators.
      </p>
      <p>
        <a href={OPENAPI_HREF} className="font-semibold text-brand-700 underline hover:text-brand-800">
          OpenAPI 3.1 document of version 2
        </a>{' '}
        <span className="text-muted">(JSON, public, generated from the service&apos;s own wire schemas)</span>
      </p>
    </header>
  );
}
