import { Code, Prose } from '@/components/api-docs/code';
import { meaningOf, typeOf, type Search } from '@/components/api-docs/openapi-view';
import { Section } from '@/components/ui/section';
import { COOK_TIME_BUCKETS, DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, SERVING_BUCKETS } from '@/lib/search/params';

/** The rules all search parameters share (lists, slugs, page sizes, buckets), then one table per search. */
export function ApiSearchParameters({ searches }: { searches: Search[] }) {
  return (
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
        gives 0-4); <Code>maxCookTimeMinutes</Code> the smallest of {COOK_TIME_BUCKETS.map((b) => `0-${b}`).join(', ')}{' '}
        and {COOK_TIME_BUCKETS.at(-1)! + 1}-Max (40 gives 0-45).
      </p>
      {searches.map(({ path, op, params }) => (
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
      ))}
    </Section>
  );
}
