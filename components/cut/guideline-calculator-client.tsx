'use client';

import { useId, useState } from 'react';
import { degrees as f, type GuidelineTemps } from '@/components/cut/format';
import type { GuidelineView } from '@/lib/api/views';
import type { GuidelineCalculatorStrings } from '@/lib/i18n/dict';
import { fill } from '@/lib/i18n/fill';

/** A guideline as the page formatted it (components/cut/format.ts, one formatter for the
 *  table, this calculator and the compare view). */
export type CalculatorRow = GuidelineView & { size: string; heat: string; time: string; temps: GuidelineTemps };

/** Choose method, size and doneness → time, when to take it off the heat, the rest and the
 *  final temperature, always beside the USDA minimum. Sizes and donenesses are the data's. */
export function GuidelineCalculatorClient({
  guidelines,
  cutName,
  t,
}: {
  guidelines: CalculatorRow[];
  cutName: string;
  /** The page's language's strings (lib/i18n/dict.ts `guidelines.calculator`). */
  t: GuidelineCalculatorStrings;
}) {
  const id = useId();
  const methods = [...new Set(guidelines.map((g) => g.method))];
  const [method, setMethod] = useState(methods[0] ?? '');
  const forMethod = guidelines.filter((g) => g.method === method);
  // Sizes in the data's order of size: thickness, else weight.
  const sizes = [...new Set([...forMethod].sort(bySize).map((g) => g.size))];
  const [chosenSize, setSize] = useState(sizes[0] ?? '');
  const activeSize = sizes.includes(chosenSize) ? chosenSize : (sizes[0] ?? '');
  const forSize = forMethod.filter((g) => g.size === activeSize);
  const donenesses = [...new Set(forSize.map((g) => g.doneness))];
  const [chosenDoneness, setDoneness] = useState(donenesses[0] ?? '');
  const activeDoneness = donenesses.includes(chosenDoneness) ? chosenDoneness : (donenesses[0] ?? '');
  const g = forSize.find((x) => x.doneness === activeDoneness);
  const select = 'mt-1 block w-full min-h-11 rounded-md border border-stone-300 bg-white px-3';
  if (!guidelines.length) return null;
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
            {donenesses.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
      </div>
      {g && (
        // A live region rather than <output>: <output> may hold only phrasing content, not these boxes.
        <div role="status" aria-live="polite" className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg bg-stone-100 p-3">
            <p className="text-xs font-medium uppercase tracking-wide text-muted">{t.time}</p>
            <p className="text-2xl font-bold">{g.time}</p>
            {g.heat && <p className="text-sm text-muted">{g.heat}</p>}
          </div>
          <div className="rounded-lg bg-brand-50 p-3">
            <p className="text-xs font-medium uppercase tracking-wide text-brand-900">{t.pull}</p>
            <p className="text-2xl font-bold text-brand-900">{f(g.temps.pullF)}</p>
            <p className="text-sm text-brand-900">
              {g.temps.restMinutes
                ? fill(t.rest, { n: g.temps.restMinutes, temp: f(g.temps.finalF), doneness: g.doneness.toLowerCase() })
                : fill(t.noRest, { doneness: g.doneness, temp: f(g.temps.finalF) })}{' '}
              {fill(t.measure, { cut: cutName.toLowerCase() })}
            </p>
          </div>
          <div className="rounded-lg border-2 border-brand-700 p-3">
            <p className="text-xs font-medium uppercase tracking-wide">{t.usda}</p>
            <p className="text-2xl font-bold">{f(g.temps.usda.f)}</p>
            <p className="text-sm text-muted">
              {g.temps.usda.restMinutes ? fill(t.usdaRest, { n: g.temps.usda.restMinutes }) : t.usdaGround}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

function bySize(a: CalculatorRow, b: CalculatorRow): number {
  return (a.thicknessInches ?? 0) - (b.thicknessInches ?? 0) || (a.weightOunces?.[0] ?? 0) - (b.weightOunces?.[0] ?? 0);
}
