import type { CalculatorOption } from '@/components/cut/format';
import { formatTemperature } from '@/lib/cooking/temperature';
import type { GuidelineCalculatorStrings } from '@/lib/i18n/dict';
import { fill } from '@/lib/i18n/fill';

// Not format.ts's `degrees`: that module carries the English words, and this view ships in the island.
const f = (deg: number) => formatTemperature(deg, 'us');

export type CalculatorChoice = {
  methods: string[];
  method: string;
  sizes: string[];
  activeSize: string;
  forSize: CalculatorOption[];
  activeDoneness: string;
};

/** The calculator's choice from its options and what the reader picked (null: the opening one,
 *  each method and size on its USDA-safe doneness). Shared by the island and its server-drawn
 *  first state, so both show the same thing. */
export function calculatorChoice(
  options: CalculatorOption[],
  picked: { method: string | null; size: string | null; doneness: string | null },
): CalculatorChoice {
  const methods = [...new Set(options.map((o) => o.method))];
  const method = picked.method && methods.includes(picked.method) ? picked.method : (methods[0] ?? '');
  const forMethod = options.filter((o) => o.method === method);
  const sizes = [...new Set(forMethod.map((o) => o.size))];
  const activeSize = picked.size !== null && sizes.includes(picked.size) ? picked.size : (sizes[0] ?? '');
  const forSize = forMethod.filter((o) => o.size === activeSize);
  const donenesses = forSize.map((o) => o.doneness);
  const fallback = (forSize.find((o) => o.isDefault) ?? forSize[0])?.doneness ?? '';
  const activeDoneness = picked.doneness && donenesses.includes(picked.doneness) ? picked.doneness : fallback;
  return { methods, method, sizes, activeSize, forSize, activeDoneness };
}

/** Choose method, size and doneness → time, when to take it off the heat, the rest and the
 *  final temperature, always beside the USDA minimum. Hook-free: the island
 *  (guideline-calculator-client.tsx) passes its state and handlers; a page that loads the island
 *  later draws it on the server with no handlers (the selects then show the opening choice). */
export function CalculatorView({
  id,
  choice,
  cutName,
  t,
  on,
}: {
  id: string;
  choice: CalculatorChoice;
  cutName: string;
  t: GuidelineCalculatorStrings;
  on?: { method: (v: string) => void; size: (v: string) => void; doneness: (v: string) => void };
}) {
  const { methods, method, sizes, activeSize, forSize, activeDoneness } = choice;
  const g = forSize.find((o) => o.doneness === activeDoneness);
  // Without handlers (drawn on the server until the island loads) the selects are disabled: a
  // choice made before hydration would be lost, and Playwright waits for them to be enabled.
  const bind = (value: string, set: ((v: string) => void) | undefined) =>
    set
      ? { value, onChange: (e: { target: { value: string } }) => set(e.target.value) }
      : { defaultValue: value, disabled: true };
  const select = 'mt-1 block w-full min-h-11 rounded-md border border-stone-300 bg-white px-3';
  if (!methods.length) return null;
  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <label htmlFor={`${id}-m`} className="text-sm font-medium">
          {t.method}
          <select id={`${id}-m`} {...bind(method, on?.method)} className={select}>
            {methods.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-s`} className="text-sm font-medium">
          {t.size}
          <select id={`${id}-s`} {...bind(activeSize, on?.size)} className={select}>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s || t.anySize}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-d`} className="text-sm font-medium">
          {t.doneness}
          <select id={`${id}-d`} {...bind(activeDoneness, on?.doneness)} className={select}>
            {forSize.map((o) => (
              <option key={o.doneness} value={o.doneness}>
                {o.belowUsda ? fill(t.belowOption, { doneness: o.doneness }) : o.doneness}
              </option>
            ))}
          </select>
        </label>
      </div>
      {g && (
        // A live region rather than <output>: <output> may hold only phrasing content, not these boxes.
        <div role="status" aria-live="polite" className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-lg bg-stone-100 p-3">
              <p className="text-xs font-medium uppercase tracking-wide text-muted">{t.time}</p>
              <p className="text-2xl font-bold">{g.time}</p>
              {g.heat && <p className="text-sm text-muted">{g.heat}</p>}
              {g.estimatedFrom && (
                <p className="text-xs text-muted">{fill(t.estimated, { record: g.estimatedFrom })}</p>
              )}
            </div>
            <div className="rounded-lg bg-brand-50 p-3">
              <p className="text-xs font-medium uppercase tracking-wide text-brand-900">{t.pull}</p>
              <p className="text-2xl font-bold text-brand-900">{g.pull}</p>
              <p className="text-sm text-brand-900">
                {g.restMinutes
                  ? fill(t.rest, { n: g.restMinutes, temp: g.final, doneness: g.doneness.toLowerCase() })
                  : fill(t.noRest, { doneness: g.doneness, temp: g.final })}{' '}
                {fill(t.measure, { cut: cutName.toLowerCase() })}
              </p>
            </div>
            <div className="rounded-lg border-2 border-brand-700 p-3">
              <p className="text-xs font-medium uppercase tracking-wide">{t.usda}</p>
              <p className="text-2xl font-bold">{f(g.usda.f)}</p>
              <p className="text-sm text-muted">
                {g.usda.restMinutes ? fill(t.usdaRest, { n: g.usda.restMinutes }) : t.usdaGround}
              </p>
            </div>
          </div>
          {g.belowUsda && (
            <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-sm font-medium text-ink">
              {fill(t.belowUsda, { doneness: g.doneness, temp: f(g.usda.f), n: g.usda.restMinutes })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
