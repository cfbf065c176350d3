import type { CalculatorOption } from '@/components/cut/format';
import { formatTemperature, type UnitSystem } from '@/lib/cooking/temperature';
import type { GuidelineCalculatorStrings } from '@/lib/i18n/dict';
import { fill } from '@/lib/i18n/fill';

export type CalculatorChoice = {
  methods: string[];
  method: string;
  /** Each size's key and how it reads in the reader's units. */
  sizes: { key: string; label: string }[];
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
  const sizes = [...new Map(forMethod.map((o) => [o.size, o.sizeLabel]))].map(([key, label]) => ({ key, label }));
  const keys = sizes.map((s) => s.key);
  const activeSize = picked.size !== null && keys.includes(picked.size) ? picked.size : (keys[0] ?? '');
  const forSize = forMethod.filter((o) => o.size === activeSize);
  const donenesses = forSize.map((o) => o.doneness);
  const fallback = (forSize.find((o) => o.isDefault) ?? forSize[0])?.doneness ?? '';
  const activeDoneness = picked.doneness && donenesses.includes(picked.doneness) ? picked.doneness : fallback;
  return { methods, method, sizes, activeSize, forSize, activeDoneness };
}

type Bind =
  { value: string; onChange: (e: { target: { value: string } }) => void } | { defaultValue: string; disabled: true };

/** One of the calculator's three labelled selects. */
function Choice({ id, label, bind, options }: { id: string; label: string; bind: Bind; options: [string, string][] }) {
  return (
    <label htmlFor={id} className="text-sm font-medium">
      {label}
      <select id={id} {...bind} className="mt-1 block w-full min-h-11 rounded-md border border-stone-300 bg-white px-3">
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
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
  units,
  on,
}: {
  id: string;
  choice: CalculatorChoice;
  cutName: string;
  t: GuidelineCalculatorStrings;
  /** The reader's units, for the USDA minimum (the options come formatted in them). */
  units: UnitSystem;
  on?: { method: (v: string) => void; size: (v: string) => void; doneness: (v: string) => void };
}) {
  const { methods, method, sizes, activeSize, forSize, activeDoneness } = choice;
  const g = forSize.find((o) => o.doneness === activeDoneness);
  // Without handlers (drawn on the server until the island loads) the selects are disabled: a
  // choice made before hydration would be lost, and Playwright waits for them to be enabled.
  const bind = (value: string, set: ((v: string) => void) | undefined): Bind =>
    set ? { value, onChange: (e) => set(e.target.value) } : { defaultValue: value, disabled: true };
  const f = (deg: number) => formatTemperature(deg, units);
  if (!methods.length) return null;
  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Choice id={`${id}-m`} label={t.method} bind={bind(method, on?.method)} options={methods.map((m) => [m, m])} />
        <Choice
          id={`${id}-s`}
          label={t.size}
          bind={bind(activeSize, on?.size)}
          options={sizes.map((s) => [s.key, s.label || t.anySize])}
        />
        <Choice
          id={`${id}-d`}
          label={t.doneness}
          bind={bind(activeDoneness, on?.doneness)}
          options={forSize.map((o) => [
            o.doneness,
            o.belowUsda ? fill(t.belowOption, { doneness: o.doneness }) : o.doneness,
          ])}
        />
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
