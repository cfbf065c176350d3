import type { Metadata } from 'next';
import { Fragment } from 'react';
import { Section } from '@/components/ui/section';
import { siteOrigin } from '@/lib/env';
import { COOK_TIME_BUCKETS, DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, SERVING_BUCKETS } from '@/lib/search/params';
// The one exception to "app/ never imports lib/service": the operation list and the search
// parameters below are read from the served OpenAPI document, so this page cannot drift from it.
import { LOCAL_DEV_CREDENTIALS } from '@/lib/service/auth';
import { openApiDocument, type HttpMethod, type OpenApiParameter } from '@/lib/service/openapi';

const OPENAPI_HREF = '/api/v2/openapi.json';

export const metadata: Metadata = {
  title: 'Content service API',
  description:
    'The read-only content service behind Beef Atlas: the version 2 REST interface for beef cuts, recipes and collections, its credentials, examples and OpenAPI 3.1 document.',
  alternates: { canonical: '/api-docs' },
};

/** Renders `code` spans of the document's descriptions as <code>. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-stone-100 px-1 font-mono text-[0.9em]">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Code({ children }: { children: string }) {
  return <code className="rounded bg-stone-100 px-1 font-mono text-[0.9em]">{children}</code>;
}

function typeOf(schema: Record<string, unknown>): string {
  const bounds = (s: Record<string, unknown>) =>
    typeof s.minimum === 'number' && typeof s.maximum === 'number'
      ? ` ${s.minimum.toLocaleString('en-US')}–${s.maximum.toLocaleString('en-US')}`
      : '';
  switch (schema.type) {
    case 'array':
      return 'list';
    case 'integer':
      return `integer${bounds(schema)}`;
    default:
      return String(schema.type);
  }
}

/** The meaning of a parameter: its description without the list rule, which is stated once above. */
const meaningOf = (p: OpenApiParameter) => p.description.split(' Repeat the parameter')[0]!;

export default function ApiDocsPage() {
  const doc = openApiDocument();
  const origin = siteOrigin();
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [HttpMethod, NonNullable<(typeof item)[HttpMethod]>][]).map(([method, op]) => ({
      path,
      method,
      op,
    })),
  );
  const searches = operations.filter((o) => o.method === 'get' && o.path.endsWith('/search'));
  const { appId, appKey } = LOCAL_DEV_CREDENTIALS;

  const examples = [
    `export BASE=${origin}`,
    `export APP_ID=${appId} APP_KEY=${appKey}   # the local pair; elsewhere, your own pair`,
    '',
    '# Grilled recipes, five per page',
    `curl -H "AuthorizationAppID: $APP_ID" -H "AuthorizationAppKey: $APP_KEY" \\`,
    `  "$BASE/api/v2/recipe/search?cookingMethods=grill&itemsPerPage=5"`,
    '',
    '# The same search as a POST with a JSON body',
    `curl -H "AuthorizationAppID: $APP_ID" -H "AuthorizationAppKey: $APP_KEY" \\`,
    `  -H 'Content-Type: application/json' -d '{"cookingMethods": ["grill"], "itemsPerPage": 5}' \\`,
    `  "$BASE/api/v2/recipe/search"`,
    '',
    '# A beef cut by slug, credentials in the query string',
    `curl "$BASE/api/v2/beefcut/flank-steak?AuthorizationAppID=$APP_ID&AuthorizationAppKey=$APP_KEY"`,
    '',
    '# Lean cuts under the round primal, with facet counts (an extension)',
    `curl -H "AuthorizationAppID: $APP_ID" -H "AuthorizationAppKey: $APP_KEY" \\`,
    `  "$BASE/api/v2/beefcut/search?primals=round&isLean=true&includeFacetCounts=true"`,
    '',
    '# The OpenAPI document needs no credentials',
    `curl "$BASE${OPENAPI_HREF}"`,
  ].join('\n');

  return (
    <article className="max-w-4xl space-y-10">
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

      <Section title="Two versions" id="versions">
        <dl className="space-y-4">
          <div>
            <dt className="font-semibold">
              Version 2 at <Code>/api/v2</Code>: current
            </dt>
            <dd className="mt-1">
              Search, retrieval and listing of recipes, beef cuts and collections of both, with nutrition, allergens,
              attributes, media and hypermedia links. Every operation is a GET; the three searches also take POST with
              the criteria in a JSON or form body. Described in full by the{' '}
              <a href={OPENAPI_HREF} className="text-brand-700 underline">
                OpenAPI document
              </a>
              .
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              Version 1 at <Code>/api/v1</Code>: legacy
            </dt>
            <dd className="mt-1">
              The older interface of recipes and recipe collections, deprecated upstream in favour of version 2. It has
              a collection search and a recipe search (a required <Code>qaw</Code> text, attribute keys from{' '}
              <Code>/api/v1/recipes/search/parameters</Code>, up to 50 results per page, 50 by default), and a
              collection and a recipe by integer id. Its records use older names (<Code>recipeTitle</Code>,{' '}
              <Code>images</Code>, <Code>updateDate</Code>). It takes the same credentials and answers errors with the
              same body. New integrations should use version 2.
            </dd>
          </div>
        </dl>
      </Section>

      <Section title="Authentication" id="authentication">
        <p>
          Every call except the OpenAPI document carries two credentials, <Code>AuthorizationAppID</Code> and{' '}
          <Code>AuthorizationAppKey</Code>, each as an HTTP header or as a query parameter of that name. A missing or
          wrong value answers 401. The accepted pairs are set by the site&apos;s operator (
          <Code>SERVICE_CREDENTIALS</Code>).
        </p>
        <p>
          On a local development server with no pairs configured, the local pair is accepted:{' '}
          <Code>{`AuthorizationAppID: ${appId}`}</Code> and <Code>{`AuthorizationAppKey: ${appKey}`}</Code>. In
          production it is refused.
        </p>
      </Section>

      <Section title="Examples" id="examples">
        {/* A focusable, named region: keyboard users can scroll the long lines. */}
        <div
          role="region"
          aria-label="Example curl commands"
          tabIndex={0}
          className="overflow-x-auto rounded-xl bg-stone-900 p-4"
        >
          <pre className="text-sm leading-relaxed text-stone-100">
            <code>{examples}</code>
          </pre>
        </div>
      </Section>

      <Section title="Operations" id="operations">
        <p>
          Paths of a record take its integer id (digits only) or its unique slug (anything else). Every answer of 200
          carries an <Code>ETag</Code>; sending it back as <Code>If-None-Match</Code> answers 304 with no body. Errors
          (400, 401, 404, 405, 415, 500) have the body <Code>httpErrorCode</Code>, <Code>httpErrorCodeDescription</Code>
          , <Code>message</Code>, <Code>description</Code>, <Code>links</Code>.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Operations of version 2</caption>
            <thead className="border-b-2 border-ink">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Method
                </th>
                <th scope="col" className="py-2 pr-3">
                  Path
                </th>
                <th scope="col" className="py-2 pr-3">
                  Summary
                </th>
                <th scope="col" className="py-2">
                  Credentials
                </th>
              </tr>
            </thead>
            <tbody>
              {operations.map(({ path, method, op }) => (
                <tr key={op.operationId} className="border-b border-stone-200 align-top">
                  <td className="py-2 pr-3 font-mono font-semibold">{method.toUpperCase()}</td>
                  <th scope="row" className="py-2 pr-3 font-mono font-normal break-all">
                    {path}
                  </th>
                  <td className="py-2 pr-3">{op.summary}</td>
                  <td className="py-2">{op.security?.length === 0 ? 'none' : 'required'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title="Search parameters" id="search-parameters">
        <p>
          Every parameter is optional and each narrows the search. A list parameter is repeated (
          <Code>cuisines=mexican&amp;cuisines=italian</Code>) or comma-delimited (<Code>cuisines=mexican,italian</Code>
          ); its values are exact slugs from <Code>/api/v2/common/lookups</Code>, and a value outside them matches
          nothing. Pages hold {DEFAULT_ITEMS_PER_PAGE} results by default and at most {MAX_ITEMS_PER_PAGE}.
        </p>
        <p>
          Servings and cook times are bucketed: <Code>maxNumberOfServings</Code> selects the smallest of{' '}
          {SERVING_BUCKETS.map((b) => `0-${b}`).join(', ')} and {SERVING_BUCKETS.at(-1)! + 1}-Max holding the value (3
          gives 0-4); <Code>maxCookTimeMinutes</Code> the smallest of{' '}
          {COOK_TIME_BUCKETS.map((b) => `0-${b}`).join(', ')} and {COOK_TIME_BUCKETS.at(-1)! + 1}-Max (40 gives 0-45).
        </p>
        {searches.map(({ path, op }) => {
          const params = (op.parameters ?? [])
            .map((p) => ('$ref' in p ? doc.components.parameters[p.$ref.split('/').at(-1)!] : p))
            .filter((p): p is OpenApiParameter => p?.in === 'query');
          return (
            <section key={path} aria-labelledby={`params-${op.operationId}`} className="space-y-2 pt-2">
              <h3 id={`params-${op.operationId}`} className="text-lg font-bold">
                {op.summary}: <span className="font-mono text-base font-semibold break-all">{path}</span>
              </h3>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <caption className="sr-only">Parameters of {path}</caption>
                  <thead className="border-b-2 border-ink">
                    <tr>
                      <th scope="col" className="py-2 pr-3">
                        Parameter
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Type
                      </th>
                      <th scope="col" className="py-2">
                        Meaning
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {params.map((p) => (
                      <tr key={p.name} className="border-b border-stone-200 align-top">
                        <th scope="row" className="py-2 pr-3 font-mono font-normal">
                          {p.name}
                          {p['x-extension'] && <span className="block font-sans text-xs text-muted">extension</span>}
                        </th>
                        <td className="py-2 pr-3 whitespace-nowrap">{typeOf(p.schema)}</td>
                        <td className="py-2">
                          <Prose text={meaningOf(p)} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })}
      </Section>

      <Section title="Facet counts: an extension" id="facet-counts">
        <p>
          This implementation adds one thing to the upstream interface: a search with{' '}
          <Code>includeFacetCounts=true</Code> also answers <Code>facetCounts</Code>, the number of matching records per
          value of each list parameter, counted with the other criteria (the parameter&apos;s own selection removed). It
          is what the search pages of this site use for their filter counts. The OpenAPI document marks both with{' '}
          <Code>x-extension: true</Code>; a real upstream ignores the parameter and never sends the field, so clients
          must treat it as optional.
        </p>
      </Section>
    </article>
  );
}
