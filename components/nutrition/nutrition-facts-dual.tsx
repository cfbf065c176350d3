import { dvPercent, nutrientAmount } from '@/components/nutrition/amount';
import { Claim, INDENT, labelRows, viewNotes } from '@/components/nutrition/label-rows';
import type { NutrientView, NutritionView } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';

/** A cut's cooked and raw values in one Nutrition Facts label, a column each, as the FDA's
 *  dual-column labels set "as packaged" beside "as prepared" (21 CFR 101.9(e)): the reader
 *  compares them at a glance, with or without JavaScript, and the page draws one table, not two.
 *  A nutrient one view lacks leaves its cell empty. */
export function NutritionFactsDual({
  cooked,
  raw,
  lang = 'en',
}: {
  cooked: NutritionView;
  raw: NutritionView;
  lang?: Lang;
}) {
  const t = dictionary(lang).nutrition;
  const columns = [
    { label: t.cooked, view: cooked, by: new Map(cooked.nutrients.map((n) => [n.slug, n])) },
    { label: t.raw, view: raw, by: new Map(raw.nutrients.map((n) => [n.slug, n])) },
  ];
  const { main, micro, hasCalories } = labelRows([cooked, raw]);
  const name = (slug: string) => columns.map((c) => c.by.get(slug)?.name).find(Boolean) ?? slug;
  const cell = (n: NutrientView | undefined) =>
    n && (
      <>
        {nutrientAmount(n, lang)} <b>{dvPercent(n, lang)}</b>
        <Claim n={n} t={t} />
      </>
    );
  // As on the single label: the main nutrients' names bold, their parts indented, the rest plain.
  const rows = (slugs: string[], main = false) =>
    slugs.map((slug) => (
      <tr key={slug}>
        <th scope="row" className={INDENT.has(slug) ? 'pl-4' : main ? 'font-bold' : undefined}>
          {name(slug)}
        </th>
        {columns.map((c) => (
          <td key={c.label}>{cell(c.by.get(slug))}</td>
        ))}
      </tr>
    ));
  const bases = [...new Set(columns.map((c) => `${c.view.dvBasis} ${c.view.calorieBasis}`.trim()))];
  return (
    <div className="nutrition-label nl-dual">
      <p className="nl-title">{t.title}</p>
      <table>
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t.nutrient}</span>
            </th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
          {columns.some((c) => c.view.servingText) && (
            <tr className="nl-serving-row">
              <th scope="row">{t.servingSize}</th>
              {columns.map((c) => (
                <td key={c.label}>{c.view.servingText}</td>
              ))}
            </tr>
          )}
          {hasCalories && (
            <tr className="nl-calories-row">
              <th scope="row">{t.calories}</th>
              {columns.map((c) => {
                const calories = c.by.get('calories');
                return <td key={c.label}>{calories && nutrientAmount(calories, lang)}</td>;
              })}
            </tr>
          )}
          <tr className="nl-dv-row">
            <td />
            {columns.map((c) => (
              <td key={c.label}>{t.dailyValue}</td>
            ))}
          </tr>
        </thead>
        <tbody>{rows(main, true)}</tbody>
        {micro.length > 0 && <tbody>{rows(micro)}</tbody>}
      </table>
      <div className="nl-notes">
        {bases.map((b) => (
          <p key={b}>* {b}</p>
        ))}
        {columns.map((c) => (
          <p key={c.label}>
            <b>{c.label}:</b> {[c.view.tip, ...viewNotes(c.view, t)].filter(Boolean).join(' ')}
          </p>
        ))}
      </div>
    </div>
  );
}
