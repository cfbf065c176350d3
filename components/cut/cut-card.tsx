import { LinkCard } from '@/components/ui/link-card';
import type { CutCard as CutCardData } from '@/lib/api/views';

const LEVEL: Record<CutCardData['level'], string> = {
  primal: 'Primal',
  subprimal: 'Subprimal',
  subsection: 'Subsection',
  cut: 'Retail cut',
};
const SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw';

export function CutCard({ cut, headingLevel = 3 }: { cut: CutCardData; headingLevel?: 2 | 3 }) {
  return (
    <LinkCard href={cut.path} title={cut.name} image={cut.image} sizes={SIZES} headingLevel={headingLevel}>
      <p className="text-xs font-medium uppercase tracking-wide text-muted">
        {LEVEL[cut.level]}
        {cut.isLean ? ' · Lean' : ''}
      </p>
      <p className="line-clamp-3 text-sm text-muted">{cut.description}</p>
    </LinkCard>
  );
}

export function CutGrid({ cuts, headingLevel }: { cuts: CutCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {cuts.map((c) => (
        <li key={c.id}>
          <CutCard cut={c} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
