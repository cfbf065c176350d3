import type { ReactNode } from 'react';
import { SaveButtonClient } from '@/components/kitchen/save-button-client';
import { saveTarget } from '@/components/kitchen/save-target';
import { saveText } from '@/components/kitchen/save-text';
import { CookModeClient } from '@/components/recipe/cook-mode-client';
import { PrintButtonClient } from '@/components/recipe/print-button-client';
import { UnitsTextClient } from '@/components/recipe/units-text-client';
import { YieldClient } from '@/components/recipe/yield-client';
import { heroImage, type RecipeView } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary, formatDate } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { pageHero, sizesOf } from '@/components/ui/image-sizes';
import { LcpImageClient } from '@/components/ui/lcp-image-client';

/** Name, times and servings, the cook mode and print buttons, and the hero image. */
export function RecipeHeader({ recipe, lang }: { recipe: RecipeView; lang: Lang }) {
  const t = dictionary(lang).recipe;
  const hero = heroImage(recipe.images);
  const times: [string, ReactNode][] = [
    [t.prep, recipe.prepTime],
    [t.cook, recipe.cookTime],
    [t.total, recipe.totalTime],
    [t.servings, <YieldClient key="yield" asWritten={recipe.servings} prose={recipe.textProse.servings} />],
  ];
  return (
    <header className="grid gap-6 lg:grid-cols-2 lg:items-start print:block">
      <div className="space-y-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{recipe.name}</h1>
        <p className="text-lg text-muted">
          <UnitsTextClient text={recipe.description} prose={recipe.textProse.description} />
        </p>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 print:grid-cols-4 print:gap-2">
          {times.map(([k, v]) => (
            <div key={k} className="rounded-lg bg-stone-100 p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{k}</dt>
              <dd className="font-semibold">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted">
          {t.audience}: {t.audiences[recipe.audience] ?? recipe.audience} · {t.servingSize}:{' '}
          <UnitsTextClient text={recipe.servingSize} prose={recipe.textProse.servingSize} />
          {recipe.lastModified && (
            <>
              {' · '}
              <time dateTime={recipe.lastModified.slice(0, 10)}>
                {fill(t.updated, { date: formatDate(lang, recipe.lastModified) })}
              </time>
            </>
          )}
        </p>
        {/* Cook mode, print and save need script: hidden without it (app/globals.css, .js-only). */}
        <div className="js-only flex flex-wrap gap-3 print:hidden">
          <CookModeClient
            instructionGroups={recipe.instructionGroups}
            ingredientGroups={recipe.ingredientGroups}
            title={recipe.name}
          />
          <PrintButtonClient label={t.print} />
          <SaveButtonClient recipe={saveTarget(recipe)} t={saveText(lang)} />
        </div>
      </div>
      {hero && (
        <LcpImageClient
          src={hero.src}
          width={hero.width}
          height={hero.height}
          alt={hero.alt}
          lcpMedia="(min-width: 1024px)"
          sizes={sizesOf(pageHero(560))}
          className="aspect-[16/9] w-full rounded-2xl object-cover print:hidden"
        />
      )}
    </header>
  );
}
