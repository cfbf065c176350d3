import { dvPercent, nutrientAmount } from '@/components/nutrition/amount';
import type { NutrientView, NutritionView } from '@/lib/api/views';
import type { Dict, Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

const MAIN = [
  'total-fat',
  'saturated-fat',
  'trans-fat',
  'cholesterol',
  'sodium',
  'total-carbohydrate',
  'dietary-fiber',
  'total-sugars',
  'protein',
];
const INDENT = new Set(['saturated-fat', 'trans-fat', 'dietary-fiber', 'total-sugars']);
const BOLD = new Set(['total-fat', 'cholesterol', 'sodium', 'total-carbohydrate', 'protein']);

function Claim({ n, t }: { n: NutrientView; t: Dict['nutrition'] }) {
  if (n.excellent)
    return (
      <span className="ml-2 inline-block whitespace-nowrap rounded bg-brand-700 px-1.5 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide text-white">
        {t.excellent}
      </span>
    );
  if (n.good)
    return (
      <span className="ml-2 inline-block whitespace-nowrap rounded bg-brand-100 px-1.5 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide text-brand-900">
        {t.good}
      </span>
    );
  return null;
}

/** A Nutrition Facts panel in the style of the FDA label: per serving, amounts and % daily value
 *  rounded as 21 CFR 101.9(c) asks (components/nutrition/amount.ts), and
 *  the good/excellent source marks the catalog computed from the FDA thresholds. In the page's
 *  language: the label's words from its dictionary, nutrient names from the view (by slug). */
export function NutritionFacts({ nutrition, lang = 'en' }: { nutrition: NutritionView; lang?: Lang }) {
  const t = dictionary(lang).nutrition;
  const amount = (n: NutrientView) => nutrientAmount(n, lang);
  const dv = (n: NutrientView) => dvPercent(n, lang);
  const by = new Map(nutrition.nutrients.map((n) => [n.slug, n]));
  const calories = by.get('calories');
  const main = MAIN.map((s) => by.get(s)).filter((n): n is NutrientView => !!n);
  const micro = nutrition.nutrients.filter(
    (n) => !MAIN.includes(n.slug) && n.slug !== 'calories' && !n.slug.endsWith('unsaturated-fat'),
  );
  return (
    <div className="max-w-sm border-2 border-ink bg-white p-3 font-sans text-ink">
      <p className="border-b-8 border-ink pb-1 text-3xl font-black tracking-tight">{t.title}</p>
      {nutrition.servingText && (
        <p className="flex justify-between gap-4 border-b-4 border-ink py-1 text-sm">
          <span className="font-bold">{t.servingSize}</span>
          <span className="text-right">{nutrition.servingText}</span>
        </p>
      )}
      {calories && (
        <p className="flex items-end justify-between border-b-4 border-ink py-1">
          <span className="text-xl font-black">{t.calories}</span>
          <span className="text-3xl font-black">{amount(calories)}</span>
        </p>
      )}
      <table className="w-full text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr className="border-b border-ink">
            <th scope="col" className="py-0.5 text-left font-normal">
              <span className="sr-only">{t.nutrient}</span>
            </th>
            <th scope="col" className="py-0.5 text-right text-xs font-bold">
              {t.dailyValue}
            </th>
          </tr>
        </thead>
        <tbody>
          {main.map((n) => (
            <tr key={n.slug} className="border-b border-stone-400">
              <th
                scope="row"
                className={`py-0.5 text-left ${INDENT.has(n.slug) ? 'pl-4 font-normal' : BOLD.has(n.slug) ? 'font-bold' : 'font-normal'}`}
              >
                {n.name} <span className="font-normal">{amount(n)}</span>
                <Claim n={n} t={t} />
              </th>
              <td className="py-0.5 text-right font-bold">{dv(n)}</td>
            </tr>
          ))}
          {micro.map((n, i) => (
            <tr key={n.slug} className={`border-b border-stone-400 ${i === 0 ? 'border-t-8 border-t-ink' : ''}`}>
              <th scope="row" className="py-0.5 text-left font-normal">
                {n.name} {amount(n)}
                <Claim n={n} t={t} />
              </th>
              <td className="py-0.5 text-right">{dv(n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 space-y-1 border-t-4 border-ink pt-1 text-xs text-muted">
        <p>
          * {nutrition.dvBasis} {nutrition.calorieBasis}
        </p>
        {nutrition.leanGroundBeef && <p>{fill(t.madeWith, { lean: nutrition.leanGroundBeef })}</p>}
        {nutrition.tip && <p className="text-ink">{nutrition.tip}</p>}
        {nutrition.insignificant && <p>{nutrition.insignificant}</p>}
        {nutrition.note && <p>{nutrition.note}</p>}
        <p>
          {fill(t.source, { source: `${nutrition.source}${nutrition.foodName ? ` (${nutrition.foodName})` : ''}.` })}
        </p>
      </div>
    </div>
  );
}
