import Link from 'next/link';
import { Section } from '@/components/ui/section';
import type { CutView, LinkedText } from '@/lib/api/views';

/** The cuts related to this one, each with a line on how. */
export function CutRelated({ cut }: { cut: CutView }) {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <Linked title="Alternatives" items={cut.alternatives} />
      <Linked title="Substitutes" items={cut.substitutes} />
      <Linked title="Pairs well with" items={cut.pairings} />
      <Linked title="Rolls up into" items={cut.rollups} />
    </div>
  );
}

function Linked({ items, title }: { items: LinkedText[]; title: string }) {
  if (!items.length) return null;
  return (
    <Section title={title}>
      <ul className="space-y-2">
        {items.map((x) => (
          <li key={x.ref.slug}>
            {x.ref.path ? (
              <Link href={x.ref.path} className="font-semibold text-brand-700 underline">
                {x.ref.name}
              </Link>
            ) : (
              <span className="font-semibold">{x.ref.name}</span>
            )}
            <span className="text-muted">: {x.text}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
