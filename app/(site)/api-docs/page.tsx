import type { Metadata } from 'next';
import { ApiAuthentication } from '@/components/api-docs/api-authentication';
import { ApiDocsHeader } from '@/components/api-docs/api-docs-header';
import { ApiExamples } from '@/components/api-docs/api-examples';
import { ApiFacetCounts } from '@/components/api-docs/api-facet-counts';
import { ApiOperations } from '@/components/api-docs/api-operations';
import { ApiSearchParameters } from '@/components/api-docs/api-search-parameters';
import { ApiVersions } from '@/components/api-docs/api-versions';
import { operationsOf, searchesOf } from '@/components/api-docs/openapi-view';
import { siteOrigin } from '@/lib/env';
// The one exception to "app/ never imports lib/service": the operation list and the search
// parameters below are read from the served OpenAPI document, so this page cannot drift from it.
import { API_EXAMPLE_RECORDS, LOCAL_DEV_CREDENTIALS } from '@/lib/service/auth';
import { openApiDocument } from '@/lib/service/openapi/document';

export const metadata: Metadata = {
  title: 'Content service API',
  description:
    'The read-only content service behind Beef Atlas: the version 2 REST interface for beef cuts, recipes and collections, its credentials, examples and OpenAPI 3.1 document.',
  alternates: { canonical: '/api-docs' },
};

export default function ApiDocsPage() {
  const doc = openApiDocument();
  const operations = operationsOf(doc);
  return (
    <article className="max-w-4xl space-y-10">
      <ApiDocsHeader />
      <ApiVersions />
      <ApiAuthentication local={LOCAL_DEV_CREDENTIALS} />
      <ApiExamples origin={siteOrigin()} local={LOCAL_DEV_CREDENTIALS} records={API_EXAMPLE_RECORDS} />
      <ApiOperations operations={operations} />
      <ApiSearchParameters searches={searchesOf(doc, operations)} />
      <ApiFacetCounts />
    </article>
  );
}
