import { dvPercent, nutrientAmount } from '@/components/nutrition/amount';
import { UnitsTextClient } from '@/components/recipe/units-text-client';
import type { RecipeView } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

/** What a printed recipe keeps of its nutrition and allergens: one short paragraph in place of
 *  the Nutrition Facts panel and the tag lists, which the print leaves out. Print only. */
const SUMMARY = ['calories', 'total-fat', 'saturated-fat', 'sodium', 'total-carbohydrate', 'protein'] as const;

export function RecipePrintSummary({ recipe, lang }: { recipe: RecipeView; lang: Lang }) {
  const { recipe: t, nutrition } = dictionary(lang);
  const by = new Map((recipe.nutrition?.nutrients ?? []).map((n) => [n.slug, n]));
  const parts = SUMMARY.flatMap((slug) => {
    const n = by.get(slug);
    const dv = n && dvPercent(n, lang);
    return n ? [`${n.name} ${nutrientAmount(n, lang)}${dv ? ` (${fill(nutrition.dvShort, { n: dv })})` : ''}`] : [];
  });
  return (
    <section className="hidden space-y-1 text-sm print:block">
      {parts.length > 0 && (
        <p>
          <strong>{t.printNutrition}</strong> ({t.servingSize.toLowerCase()}:{' '}
          <UnitsTextClient text={recipe.servingSize} prose={recipe.textProse.servingSize} />
          ): {parts.join(' · ')}.
        </p>
      )}
      <p>
        <strong>{t.allergens}:</strong>{' '}
        {recipe.allergens.length ? recipe.allergens.map((a) => a.name).join(', ') : t.none}
      </p>
    </section>
  );
}
