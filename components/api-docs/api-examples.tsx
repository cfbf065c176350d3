import { OPENAPI_HREF } from '@/components/api-docs/openapi-view';
import { Section } from '@/components/ui/section';

/** Copyable curl commands against this site, with the local credentials. */
export function ApiExamples({
  origin,
  local,
  records,
}: {
  origin: string;
  local: { appId: string; appKey: string };
  /** The embedded catalog's records the examples name. */
  records: { cut: string; primal: string };
}) {
  const examples = [
    `export BASE=${origin}`,
    `export APP_ID=${local.appId} APP_KEY=${local.appKey}   # the local pair; elsewhere, your own pair`,
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
    `curl "$BASE/api/v2/beefcut/${records.cut}?AuthorizationAppID=$APP_ID&AuthorizationAppKey=$APP_KEY"`,
    '',
    '# Lean cuts under the round primal, with facet counts (an extension)',
    `curl -H "AuthorizationAppID: $APP_ID" -H "AuthorizationAppKey: $APP_KEY" \\`,
    `  "$BASE/api/v2/beefcut/search?primals=${records.primal}&isLean=true&includeFacetCounts=true"`,
    '',
    '# The OpenAPI document needs no credentials',
    `curl "$BASE${OPENAPI_HREF}"`,
  ].join('\n');
  return (
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
  );
}
