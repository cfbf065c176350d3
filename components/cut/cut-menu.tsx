import { Section } from '@/components/ui/section';
import type { CutView } from '@/lib/api/views';

/** How foodservice puts the cut on a menu. */
export function CutMenu({ cut }: { cut: CutView }) {
  if (!cut.menuApplications.length) return null;
  return (
    <Section title="On the menu (foodservice)">
      <dl className="grid gap-4 md:grid-cols-2">
        {cut.menuApplications.map((m) => (
          <div key={m.subheading} className="rounded-lg border border-stone-200 p-4">
            <dt className="font-semibold">{m.subheading}</dt>
            <dd className="mt-1 text-muted">{m.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
