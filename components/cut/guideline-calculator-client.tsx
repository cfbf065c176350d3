'use client';

import { useId, useMemo, useState } from 'react';
import type { GuidelineView } from '@/lib/api/views';
import { minutesRange } from '@/components/cut/format';

const USDA_MIN = { whole: 145, ground: 160 };
const size = (g: GuidelineView) =>
  g.thicknessInches !== null
    ? `${g.thicknessInches} inch thick`
    : g.weightOunces
      ? `${(g.weightOunces[0] / 16).toFixed(1).replace(/\.0$/, '')}-${(g.weightOunces[1] / 16).toFixed(1).replace(/\.0$/, '')} lb`
      : 'any size';

/** Choose method, size and doneness → time and temperatures, always beside the USDA minimum. */
export function GuidelineCalculatorClient({
  guidelines,
  isGround,
  cutName,
}: {
  guidelines: GuidelineView[];
  isGround: boolean;
  cutName: string;
}) {
  const id = useId();
  const methods = useMemo(() => [...new Set(guidelines.map((g) => g.method))], [guidelines]);
  const [method, setMethod] = useState(methods[0] ?? '');
  const forMethod = guidelines.filter((g) => g.method === method);
  const sizes = [...new Set(forMethod.map(size))];
  const [chosenSize, setSize] = useState(sizes[0] ?? '');
  const activeSize = sizes.includes(chosenSize) ? chosenSize : (sizes[0] ?? '');
  const forSize = forMethod.filter((g) => size(g) === activeSize);
  const donenesses = [...new Set(forSize.map((g) => g.doneness))];
  const [chosenDoneness, setDoneness] = useState(donenesses[0] ?? '');
  const activeDoneness = donenesses.includes(chosenDoneness) ? chosenDoneness : (donenesses[0] ?? '');
  const g = forSize.find((x) => x.doneness === activeDoneness);
  const minimum = isGround ? USDA_MIN.ground : USDA_MIN.whole;
  const select = 'mt-1 block w-full min-h-11 rounded-md border border-stone-300 bg-white px-3';
  if (!guidelines.length) return null;
  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <label htmlFor={`${id}-m`} className="text-sm font-medium">
          Method
          <select id={`${id}-m`} value={method} onChange={(e) => setMethod(e.target.value)} className={select}>
            {methods.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-s`} className="text-sm font-medium">
          Thickness or weight
          <select id={`${id}-s`} value={activeSize} onChange={(e) => setSize(e.target.value)} className={select}>
            {sizes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-d`} className="text-sm font-medium">
          Doneness
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
        <output aria-live="polite" className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg bg-stone-100 p-3">
            <p className="text-xs font-medium uppercase tracking-wide text-muted">Cooking time</p>
            <p className="text-2xl font-bold">{minutesRange(g.minutes)}</p>
            {g.ovenF && (
              <p className="text-sm text-muted">
                {g.method === 'Smoke' ? 'Smoker' : 'Oven'} at {g.ovenF} °F
              </p>
            )}
            {g.grillingMethod && <p className="text-sm text-muted">{g.grillingMethod}</p>}
            {g.distanceInches && <p className="text-sm text-muted">{g.distanceInches} inches from the heat</p>}
          </div>
          <div className="rounded-lg bg-brand-50 p-3">
            <p className="text-xs font-medium uppercase tracking-wide text-brand-900">Cook to</p>
            <p className="text-2xl font-bold text-brand-900">{g.internalF} °F</p>
            <p className="text-sm text-brand-900">
              {g.doneness}, measured in the thickest part of the {cutName.toLowerCase()}
            </p>
          </div>
          <div className="rounded-lg border-2 border-brand-700 p-3">
            <p className="text-xs font-medium uppercase tracking-wide">USDA safe minimum</p>
            <p className="text-2xl font-bold">{minimum} °F</p>
            <p className="text-sm text-muted">
              {isGround ? 'Ground beef: 160 °F, no rest needed.' : 'Then rest at least 3 minutes before cutting.'}
            </p>
          </div>
        </output>
      )}
    </div>
  );
}
