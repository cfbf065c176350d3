import { Section } from '@/components/ui/section';
import { TagList } from '@/components/ui/tag-list';
import type { CutView } from '@/lib/api/views';
import { cutSearchHref } from '@/lib/search/facets';

/** The cooking methods that suit the cut (each a cut search), the label tip, and whether to marinate. */
export function CutCooking({ cut }: { cut: CutView }) {
  return (
    <Section title="Best ways to cook it">
      <TagList
        label="Cooking methods"
        items={cut.cookingMethods.map((m) => ({
          name: m.name,
          href: cutSearchHref('preferredCookingMethods', m.slug),
        }))}
      />
      {cut.urmis.tip && <p className="text-sm text-muted">Label tip: {cut.urmis.tip}</p>}
      {cut.isMarinate && (
        <p className="text-sm">A marinade helps this cut: it tenderizes and seasons lean, long-grained muscle.</p>
      )}
    </Section>
  );
}
