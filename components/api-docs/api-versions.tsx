import { Code } from '@/components/api-docs/code';
import { OPENAPI_HREF } from '@/components/api-docs/openapi-view';
import { Section } from '@/components/ui/section';

export function ApiVersions() {
  return (
    <Section title="Two versions" id="versions">
      <dl className="space-y-4">
        <div>
          <dt className="font-semibold">
            Version 2 at <Code>/api/v2</Code>: current
          </dt>
          <dd className="mt-1">
            Search, retrieval and listing of recipes, beef cuts and collections of both, with nutrition, allergens,
            attributes, media and hypermedia links. Every operation is a GET; the three searches also take POST with the
            criteria in a JSON or form body. Described in full by the{' '}
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
            The older interface of recipes and recipe collections, deprecated upstream in favour of version 2. It has a
            collection search and a recipe search (a required <Code>qaw</Code> text, attribute keys from{' '}
            <Code>/api/v1/recipes/search/parameters</Code>, up to 50 results per page, 50 by default), and a collection
            and a recipe by integer id. Its records use older names (<Code>recipeTitle</Code>, <Code>images</Code>,{' '}
            <Code>updateDate</Code>). It takes the same credentials and answers errors with the same body. New
            integrations should use version 2.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Compression and links, both versions</dt>
          <dd className="mt-1">
            The service itself never compresses an answer. Where the client sends <Code>Accept-Encoding: gzip</Code> (as
            version 1 describes), the platform in front compresses it and labels it with <Code>Content-Encoding</Code>:
            the hosting edge, or the reverse proxy of a self-hosted server (nginx <Code>gzip on</Code> with{' '}
            <Code>application/json</Code> and the XML and JavaScript types in <Code>gzip_types</Code>). An unlabelled
            answer is never compressed. Absolute links (<Code>links[].href</Code>, v1 image locations) use the
            site&apos;s public origin, or the origin your request reached when none is configured.
          </dd>
        </div>
      </dl>
    </Section>
  );
}
