import Image from 'next/image';
import Link from 'next/link';
import type { CutCard as CutCardData } from '@/lib/api/views';

const LEVEL: Record<CutCardData['level'], string> = { primal: 'Primal', subprimal: 'Subprimal', subsection: 'Subsection', cut: 'Retail cut' };

export function CutCard({ cut, headingLevel = 3 }: { cut: CutCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      {cut.image && <Image src={cut.image.src} width={cut.image.width} height={cut.image.height} alt="" sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw" className="aspect-[4/3] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <H className="font-semibold leading-snug text-ink">
          <Link href={cut.path} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {cut.name}
          </Link>
        </H>
        <p className="text-xs font-medium uppercase tracking-wide text-muted">
          {LEVEL[cut.level]}
          {cut.isLean ? ' · Lean' : ''}
        </p>
        <p className="line-clamp-3 text-sm text-muted">{cut.description}</p>
      </div>
    </article>
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
