import { LinkCard } from '@/components/ui/link-card';
import { cardGrid } from '@/components/ui/image-sizes';
import type { CutCard as CutCardData } from '@/lib/api/views';

const LEVEL: Record<CutCardData['level'], string> = {
  primal: 'Primal',
  subprimal: 'Subprimal',
  subsection: 'Subsection',
  cut: 'Retail cut',
};
export function CutCard({
  cut,
  headingLevel = 3,
  compact = false,
}: {
  cut: CutCardData;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  return (
    <LinkCard
      href={cut.path}
      title={cut.name}
      image={cut.image}
      sizes={cardGrid}
      headingLevel={headingLevel}
      compact={compact}
    >
      <p className="text-xs font-medium uppercase tracking-wide text-muted">
        {LEVEL[cut.level]}
        {cut.isLean ? ' · Lean' : ''}
      </p>
      <p className="line-clamp-3 text-sm text-muted">{cut.description}</p>
    </LinkCard>
  );
}

export function CutGrid({
  cuts,
  headingLevel,
  compact = false,
}: {
  cuts: CutCardData[];
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  return (
    <ul className={`grid sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${compact ? 'gap-3 sm:gap-4' : 'gap-4'}`}>
      {cuts.map((c) => (
        <li key={c.id}>
          <CutCard cut={c} headingLevel={headingLevel} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
