// The query parameters and POST bodies of the three searches, from the kinds table
// (lib/search/kinds.ts). Their bounds are the service's own: the tests check each against it.
import { LIMITS } from '@/lib/search/criteria';
import { SEARCH_KINDS, type BucketParam, type ParamSpec, type SearchKind } from '@/lib/search/kinds';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, bucketLabels, bucketRange } from '@/lib/search/params';
import { MAX_BODY_BYTES } from '@/lib/service/http';
import type { JsonSchema, OpenApiParameter } from '@/lib/service/openapi/types';

const COMMON_PARAM_DOCS = {
  searchText: 'Text searched anywhere in the record (ranked; stemming, prefixes and small typos match).',
  pageNumber: 'Page number; defaults to 1.',
  itemsPerPage: `Page size; defaults to ${DEFAULT_ITEMS_PER_PAGE}, at most ${MAX_ITEMS_PER_PAGE}. A larger value is served ${MAX_ITEMS_PER_PAGE} items, and the echo (\`itemsPerPage\`, \`searchCriteria.itemsPerPage\`) says so.`,
} as const;

/** A bucketed integer's documentation: its buckets and an example of the rule. */
function bucketDoc(spec: BucketParam): string {
  const { buckets } = spec;
  const example = buckets[1]! - 1;
  const top = buckets.at(-1)!;
  return `${spec.doc} (${bucketLabels(buckets).join(', ')}): a value selects the smallest bucket holding it, so ${example} returns the ${bucketRange(buckets, example).label} bucket; above ${top} returns ${top + 1}-Max.`;
}

const ARRAY_NOTE = `Repeat the parameter (\`a=x&a=y\`) or give a comma-delimited list (\`a=x,y\`); both work. Values are exact slugs from the lookups; several values of one parameter are ORed (except where stated), different parameters are ANDed. At most ${LIMITS.values} distinct values of at most ${LIMITS.valueLength} characters. A value outside the lookups matches nothing; it is never an error.`;

type ParamKind = 'array' | 'string' | 'integer' | 'boolean';

function paramSchema(name: string, kind: ParamKind): JsonSchema {
  switch (kind) {
    case 'array':
      return {
        type: 'array',
        items: { type: 'string', minLength: 1, maxLength: LIMITS.valueLength },
        maxItems: LIMITS.values,
      };
    case 'string':
      return { type: 'string', maxLength: LIMITS.textLength };
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      if (name === 'pageNumber') return { type: 'integer', minimum: 1, maximum: LIMITS.pageNumber, default: 1 };
      if (name === 'itemsPerPage')
        return { type: 'integer', minimum: 1, maximum: MAX_ITEMS_PER_PAGE, default: DEFAULT_ITEMS_PER_PAGE };
      return { type: 'integer', minimum: 0, maximum: LIMITS.intValue };
  }
}

function describeParam(name: string, kind: ParamKind, doc: string): string {
  if (kind === 'array') return `${doc} ${ARRAY_NOTE.replaceAll('a=', `${name}=`)}`;
  if (kind === 'boolean') return `${doc} \`true\`/\`false\` (or \`1\`/\`0\`); absent means either.`;
  if (kind === 'string') return `${doc} At most ${LIMITS.textLength} characters.`;
  return doc;
}

const PARAM_KIND: Record<ParamSpec['type'], ParamKind> = {
  array: 'array',
  text: 'string',
  bucket: 'integer',
  bool: 'boolean',
  sort: 'string',
};

/** A search's query parameters, from its table (lib/search/kinds.ts), then paging. */
export function searchParameters(kind: SearchKind): OpenApiParameter[] {
  const specs = Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>).map(
    ([name, spec]) => [name, PARAM_KIND[spec.type], spec.type === 'bucket' ? bucketDoc(spec) : spec.doc] as const,
  );
  const paging = [
    ['pageNumber', 'integer', COMMON_PARAM_DOCS.pageNumber],
    ['itemsPerPage', 'integer', COMMON_PARAM_DOCS.itemsPerPage],
  ] as const;
  const params = SEARCH_KINDS[kind].params as Record<string, ParamSpec>;
  return [...specs, ...paging].map(([name, k, doc]): OpenApiParameter => {
    const spec = params[name];
    // An extension (`sort`) lists its values and is marked, like includeFacetCounts.
    if (spec?.type === 'sort')
      return {
        name,
        in: 'query',
        description: doc,
        required: false,
        schema: { type: 'string', enum: Object.keys(spec.options) },
        'x-extension': true,
      };
    const param: OpenApiParameter = {
      name,
      in: 'query',
      description: describeParam(name, k, doc),
      required: false,
      schema: paramSchema(name, k),
    };
    if (k === 'array') Object.assign(param, { style: 'form', explode: true });
    return param;
  });
}

export const includeFacetCountsParam: OpenApiParameter = {
  name: 'includeFacetCounts',
  in: 'query',
  required: false,
  description:
    "Extension of this implementation (not in the upstream spec). `true` (or `1`) adds `facetCounts` to the response: per array parameter, the count of matches per value with that parameter's own selection removed. Off by default; a real upstream ignores it.",
  schema: { type: 'boolean', default: false },
  'x-extension': true,
};

/** Body schemas of a POST search: the same names as the query parameters. */
export function searchBodies(kind: SearchKind) {
  const params = [...searchParameters(kind), includeFacetCountsParam];
  const jsonProps: Record<string, JsonSchema> = {};
  const formProps: Record<string, JsonSchema> = {};
  const encoding: Record<string, { style: 'form'; explode: boolean }> = {};
  for (const p of params) {
    const description = p.description;
    formProps[p.name] = { ...p.schema, description };
    if (p.schema.type === 'array') {
      encoding[p.name] = { style: 'form', explode: true };
      jsonProps[p.name] = {
        anyOf: [p.schema, { type: 'string', description: 'A comma-delimited list.' }],
        description,
      };
    } else if (p.schema.type === 'integer') {
      jsonProps[p.name] = { anyOf: [p.schema, { type: 'string', pattern: '^\\d+$' }], description };
    } else if (p.schema.type === 'boolean') {
      jsonProps[p.name] = { anyOf: [p.schema, { type: 'string', enum: ['true', 'false', '1', '0'] }], description };
    } else {
      jsonProps[p.name] = { ...p.schema, description };
    }
  }
  return {
    description: `The search criteria, with the names of the query parameters of the GET form. An empty body searches with the defaults. Unknown names are ignored. At most ${MAX_BODY_BYTES / 1024} KiB.`,
    required: false,
    content: {
      'application/json': { schema: { type: 'object', properties: jsonProps } },
      'application/x-www-form-urlencoded': { schema: { type: 'object', properties: formProps }, encoding },
    },
  };
}
