import Link from 'next/link';
import { CutChart } from '@/components/cut/cut-chart';
import { Section } from '@/components/ui/section';
import { TagList } from '@/components/ui/tag-list';
import type { CutView } from '@/lib/api/views';

/** Where the cut comes from: its primal on the chart, then its ancestors, children and siblings. */
export function CutHierarchy({ cut }: { cut: CutView }) {
  return (
    <Section title="Where it comes from">
      <CutChart
        highlight={cut.primal?.name ?? (cut.level === 'primal' ? cut.name : undefined)}
        title={`${cut.name} on the beef cut chart`}
      />
      <nav aria-label="Cut hierarchy" className="space-y-2 text-sm">
        {cut.ancestors.length > 0 && (
          <p>
            Part of:{' '}
            {cut.ancestors.map((a, i) => (
              <span key={a.slug}>
                {i > 0 && ' › '}
                {a.path ? (
                  <Link href={a.path} className="text-brand-700 underline">
                    {a.name}
                  </Link>
                ) : (
                  a.name
                )}
              </span>
            ))}
          </p>
        )}
        {cut.children.length > 0 && (
          <div>
            <p className="font-medium">Cut from it:</p>
            <TagList label="Cuts from this one" items={cut.children.map((c) => ({ name: c.name, href: c.path }))} />
          </div>
        )}
        {cut.siblings.length > 0 && (
          <div>
            <p className="font-medium">Neighbours:</p>
            <TagList
              label="Cuts from the same parent"
              items={cut.siblings.map((c) => ({ name: c.name, href: c.path }))}
            />
          </div>
        )}
      </nav>
    </Section>
  );
}
