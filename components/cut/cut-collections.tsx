import { Section } from '@/components/ui/section';
import { TagList } from '@/components/ui/tag-list';
import type { CutView } from '@/lib/api/views';

/** The cut guides that list this cut. */
export function CutCollections({ cut }: { cut: CutView }) {
  if (!cut.collections.length) return null;
  return (
    <Section title="In these guides">
      <TagList label="Collections" items={cut.collections.map((c) => ({ name: c.name, href: c.path }))} />
    </Section>
  );
}
