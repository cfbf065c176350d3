import Link from 'next/link';
import { calculatorOptions, isGroundBeef } from '@/components/cut/format';
import { packCalculator } from '@/components/cut/calculator-table';
import { CalculatorView, calculatorChoice } from '@/components/cut/calculator-view';
import { LazyCalculatorClient } from '@/components/cut/lazy-calculator-client';
import { Section } from '@/components/ui/section';
import type { CutView, RecipeView, Ref } from '@/lib/api/views';
import { cookingMethodKey } from '@/lib/cooking/cooking-method';
import { donenessOf, isRoasting, isSearing } from '@/lib/cooking/doneness';
import { UnitsTextClient } from '@/components/recipe/units-text-client';
import type { UnitSystem } from '@/lib/cooking/temperature';
import type { Lang } from '@/lib/i18n/dict';
import { parseProse } from '@/lib/recipe/parse';
import { dictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

/** The cut's guidelines for the recipe's own cooking method, when its beef is a whole cut cooked
 *  to a doneness (a steak seared, a roast): the service's guidelines say which, by method and
 *  doneness; a braise (fork-tender) or ground beef (160 °F, no choice) gets none. `cuts` are the
 *  recipe's beef cuts as the service gives them (null where it has none). Methods match by slug
 *  or name in any of the site's languages (a Spanish recipe's "A la parrilla" is the guideline's
 *  "Grill"). */
export function donenessGuidelines(recipe: RecipeView, cuts: { ref: Ref; cut: CutView | null }[]) {
  const methods = recipe.attributes.find((a) => a.typeSlug === 'cooking-method')?.values ?? [];
  if (!methods.length) return null;
  const wanted = new Set(methods.flatMap((v) => [cookingMethodKey(v.slug), cookingMethodKey(v.name)]));
  for (const { ref, cut } of cuts) {
    if (!cut || !ref.path || isGroundBeef(cut)) continue;
    // A steak seared (by thickness) or a roast (by weight); strips in a stir-fry or a braise
    // are not cooked to a doneness a cook chooses.
    const guidelines = cut.guidelines.filter((g) => {
      const method = cookingMethodKey(g.method);
      return (
        wanted.has(method) &&
        donenessOf(g.doneness) !== 'fork-tender' &&
        ((isSearing(method) && g.thicknessInches !== null) || (isRoasting(method) && g.weightOunces !== null))
      );
    });
    if (guidelines.length) return { ref, guidelines };
  }
  return null;
}

/** How done: the cut page's calculator (its chef's tables and time models, lib/cooking/
 *  doneness.ts) for this recipe's cut and method. It opens on the USDA-safe doneness, offers
 *  rare to well done for a steak or a roast, shows the USDA minimum (145 °F and a 3-minute rest) beside
 *  every choice and says so plainly when a choice is below it. */
export function RecipeDoneness({
  found,
  lang,
  units,
}: {
  found: ReturnType<typeof donenessGuidelines>;
  lang: Lang;
  /** The units of the URL, which the server draws the calculator's opening state in; the
   *  island then follows the reader's choice (both tables travel). */
  units: UnitSystem;
}) {
  if (!found) return null;
  const t = dictionary(lang);
  const { ref, guidelines } = found;
  const inUnits = (system: UnitSystem) => calculatorOptions(guidelines, false, t.guidelines.words, { system, lang });
  const us = inUnits('us');
  const metric = inUnits('metric');
  return (
    <Section title={fill(t.recipe.doneness, { cut: ref.name })} id="doneness">
      <p className="text-sm text-muted">
        {t.recipe.donenessIntro}{' '}
        <UnitsTextClient text={t.guidelines.usdaWhole} prose={parseProse(t.guidelines.usdaWhole, lang)} />{' '}
        <Link href={`${ref.path}#guidelines`} className="text-brand-700 underline">
          {fill(t.guidelines.titleFor, { cut: ref.name })}
        </Link>
      </p>
      <LazyCalculatorClient
        table={packCalculator(us, metric)}
        cutName={ref.name}
        t={t.guidelines.calculator}
        drawnIn={units}
      >
        <CalculatorView
          id={`doneness-${ref.slug}`}
          choice={calculatorChoice(units === 'metric' ? metric : us, { method: null, size: null, doneness: null })}
          cutName={ref.name}
          t={t.guidelines.calculator}
          units={units}
        />
      </LazyCalculatorClient>
    </Section>
  );
}
