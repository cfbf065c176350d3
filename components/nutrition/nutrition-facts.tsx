import { dvPercent, nutrientAmount } from '@/components/nutrition/amount';
import { Claim, INDENT, labelRows, viewNotes } from '@/components/nutrition/label-rows';
import type { NutrientView, NutritionView } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

/** A Nutrition Facts panel in the style of the FDA label: per serving, amounts and % daily value
 *  rounded as 21 CFR 101.9(c) asks (components/nutrition/amount.ts), and
 *  the good/excellent source marks the catalog computed from the FDA thresholds. In the page's
 *  language: the label's words from its dictionary, nutrient names from the view (by slug).
 *  Styled by structure in app/globals.css (.nutrition-label). A cut with cooked and raw values
 *  draws both in one label (nutrition-facts-dual.tsx). */
export function NutritionFacts({ nutrition, lang = 'en' }: { nutrition: NutritionView; lang?: Lang }) {
  const t = dictionary(lang).nutrition;
  const amount = (n: NutrientView) => nutrientAmount(n, lang);
  const dv = (n: NutrientView) => dvPercent(n, lang);
  const by = new Map(nutrition.nutrients.map((n) => [n.slug, n]));
  const calories = by.get('calories');
  const rows = labelRows([nutrition]);
  const main = rows.main.map((s) => by.get(s)!);
  const micro = rows.micro.map((s) => by.get(s)!);
  return (
    <div className="nutrition-label">
      <p className="nl-title">{t.title}</p>
      {nutrition.servingText && (
        <p className="nl-serving">
          <b>{t.servingSize}</b> <span>{nutrition.servingText}</span>
        </p>
      )}
      {calories && (
        <p className="nl-calories">
          <b>{t.calories}</b> <b>{amount(calories)}</b>
        </p>
      )}
      <table>
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t.nutrient}</span>
            </th>
            <th scope="col">{t.dailyValue}</th>
          </tr>
        </thead>
        {/* The main nutrients: the indented ones (parts of the one above) in a plain weight. */}
        <tbody>
          {main.map((n) => (
            <tr key={n.slug}>
              {INDENT.has(n.slug) ? (
                <th scope="row" className="pl-4">
                  {n.name} {amount(n)}
                  <Claim n={n} t={t} />
                </th>
              ) : (
                <th scope="row">
                  <b>{n.name}</b> {amount(n)}
                  <Claim n={n} t={t} />
                </th>
              )}
              <td>{dv(n)}</td>
            </tr>
          ))}
        </tbody>
        {micro.length > 0 && (
          <tbody>
            {micro.map((n) => (
              <tr key={n.slug}>
                <th scope="row">
                  {n.name} {amount(n)}
                  <Claim n={n} t={t} />
                </th>
                <td>{dv(n)}</td>
              </tr>
            ))}
          </tbody>
        )}
      </table>
      <div className="nl-notes">
        <p>
          * {nutrition.dvBasis} {nutrition.calorieBasis}
        </p>
        {nutrition.leanGroundBeef && <p>{fill(t.madeWith, { lean: nutrition.leanGroundBeef })}</p>}
        {nutrition.tip && <p className="text-ink">{nutrition.tip}</p>}
        {viewNotes(nutrition, t).map((note, i) => (
          <p key={i}>{note}</p>
        ))}
      </div>
    </div>
  );
}
