'use client';

import { useId, useMemo, useState } from 'react';
import { type CalculatorTable, unpackCalculator } from '@/components/cut/calculator-table';
import { degrees as f } from '@/components/cut/format';
import type { GuidelineCalculatorStrings } from '@/lib/i18n/dict';
import { fill } from '@/lib/i18n/fill';

/** Choose method, size and doneness → time, when to take it off the heat, the rest and the
 *  final temperature, always beside the USDA minimum. The choices are the page's
 *  (components/cut/format.ts `calculatorOptions`); each method and size opens on its USDA-safe
 *  doneness, and a doneness below the minimum says so in its option and its result. */
export function GuidelineCalculatorClient({
  table,
  cutName,
  t,
}: {
  /** The options, packed (components/cut/calculator-table.ts): each text travels once. */
  table: CalculatorTable;
  cutName: string;
  /** The page's language's strings (lib/i18n/dict.ts `guidelines.calculator`). */
  t: GuidelineCalculatorStrings;
}) {
  const id = useId();
  const options = useMemo(() => unpackCalculator(table), [table]);
  const methods = [...new Set(options.map((o) => o.method))];
  const [method, setMethod] = useState(methods[0] ?? '');
  const forMethod = options.filter((o) => o.method === method);
  const sizes = [...new Set(forMethod.map((o) => o.size))];
  const [chosenSize, setSize] = useState(sizes[0] ?? '');
  const activeSize = sizes.includes(chosenSize) ? chosenSize : (sizes[0] ?? '');
  const forSize = forMethod.filter((o) => o.size === activeSize);
  const donenesses = forSize.map((o) => o.doneness);
  const [chosenDoneness, setDoneness] = useState<string | null>(null);
  const fallback = (forSize.find((o) => o.isDefault) ?? forSize[0])?.doneness ?? '';
  const activeDoneness = chosenDoneness && donenesses.includes(chosenDoneness) ? chosenDoneness : fallback;
  const g = forSize.find((o) => o.doneness === activeDoneness);
  const select = 'mt-1 block w-full min-h-11 rounded-md border border-stone-300 bg-white px-3';
  if (!options.length) return null;
  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <label htmlFor={`${id}-m`} className="text-sm font-medium">
          {t.method}
          <select id={`${id}-m`} value={method} onChange={(e) => setMethod(e.target.value)} className={select}>
            {methods.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-s`} className="text-sm font-medium">
          {t.size}
          <select id={`${id}-s`} value={activeSize} onChange={(e) => setSize(e.target.value)} className={select}>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s || t.anySize}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-d`} className="text-sm font-medium">
          {t.doneness}
          <select
            id={`${id}-d`}
            value={activeDoneness}
            onChange={(e) => setDoneness(e.target.value)}
            className={select}
          >
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
