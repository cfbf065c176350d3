import { CUT_LEVEL_LABEL } from '@/components/cut/format';
import { heroImage, type CutView } from '@/lib/api/views';
import { pageHero, sizesOf } from '@/components/ui/image-sizes';
import { LcpImageClient } from '@/components/ui/lcp-image-client';

/** Level and lean rating, name and aliases, tenderness with its source, the IMPS/NAMP and URMIS
 *  labels, and the hero image. */
export function CutHeader({ cut }: { cut: CutView }) {
  const hero = heroImage(cut.images);
  return (
    <header className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="space-y-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {CUT_LEVEL_LABEL[cut.level]}
          {cut.isLean ? ' · Lean (USDA definition)' : ''}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{cut.name}</h1>
        {cut.aliases.length > 0 && <p className="text-muted">Also called {cut.aliases.join(', ')}.</p>}
        {cut.namesEs.length > 0 && (
          <p lang="es" className="text-muted">
            En español: <span className="font-medium text-ink">{cut.namesEs.join(', ').toLowerCase()}</span>
          </p>
        )}
        {cut.description && <p className="text-lg">{cut.description}</p>}
        {cut.tenderness && (
          <div className="text-sm">
            <p>
              <span className="font-semibold">Tenderness:</span> {cut.tenderness.value}
              {cut.tenderness.sources.length > 0 && <span aria-hidden="true">*</span>}
            </p>
            {cut.tenderness.sources.length > 0 && (
              <p className="mt-1 text-xs text-muted">
                <span aria-hidden="true">* </span>
                <span className="sr-only">Source: </span>
                {cut.tenderness.sources.join('; ')}.
              </p>
            )}
          </div>
        )}
        {(cut.namp.number || cut.urmis.name) && (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {cut.namp.number && (
              <div className="rounded-lg bg-stone-100 p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">IMPS/NAMP</dt>
                <dd>
                  <span className="font-semibold">{cut.namp.number}</span> {cut.namp.name}
                </dd>
              </div>
            )}
            {cut.urmis.name && (
              <div className="rounded-lg bg-stone-100 p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">URMIS label</dt>
                <dd>
                  <span className="font-semibold">{cut.urmis.name}</span>
                  {cut.urmis.characteristics ? ` (${cut.urmis.characteristics})` : ''}
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>
      {hero && (
        <LcpImageClient
          src={hero.src}
          width={hero.width}
          height={hero.height}
          alt={hero.alt}
          lcpMedia="(min-width: 1024px)"
          sizes={sizesOf(pageHero(560))}
          className="aspect-[16/9] w-full rounded-2xl border border-stone-200 object-cover"
        />
      )}
    </header>
  );
}
