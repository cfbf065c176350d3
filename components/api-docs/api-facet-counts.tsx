import { Code } from '@/components/api-docs/code';
import { Section } from '@/components/ui/section';

export function ApiFacetCounts() {
  return (
    <Section title="Facet counts: an extension" id="facet-counts">
      <p>
        This implementation adds one thing to the upstream interface: a search with <Code>includeFacetCounts=true</Code>{' '}
        also answers <Code>facetCounts</Code>, the number of matching records per value of each list parameter, counted
        with the other criteria (the parameter&apos;s own selection removed). It is what the search pages of this site
        use for their filter counts. The OpenAPI document marks both with <Code>x-extension: true</Code>; a real
        upstream ignores the parameter and never sends the field, so clients must treat it as optional.
      </p>
    </Section>
  );
}
