'use client';

import { useRecipeTools } from '@/components/recipe/recipe-tools-client';
import type { StepView } from '@/lib/api/views';
import type { UnitSystem } from '@/lib/cooking/temperature';
import { fill } from '@/lib/i18n/fill';
import type { Segment } from '@/lib/recipe/parse';
import { hasUnmarkedCounts, renderProse } from '@/lib/recipe/render';
import type { StepTimer } from '@/lib/recipe/steps';
import type { Lang } from '@/lib/recipe/units';

type Group = { subheading: string; steps: StepView[] };

/** A step's text at the chosen servings and units (as written at the recipe's own). With
 *  `beside`, counts keep their number and show the scaled one beside ("4 (now 8) portions"). */
export function stepText(
  text: string,
  prose: Segment[],
  factor: number,
  system: UnitSystem,
  lang: Lang,
  beside = false,
): string {
  if (factor === 1 && system === 'us') return text;
  return renderProse(prose, { factor, system, beside }, lang);
}

/** A recipe (an upstream's) with a count in its steps that no list marks: its steps stay as
 *  written for its own servings, and say so once. */
export const methodAsWritten = (groups: { steps: Pick<StepView, 'prose' | 'tipProse'>[] }[]) =>
  groups.some((g) => g.steps.some((s) => hasUnmarkedCounts(s.prose) || hasUnmarkedCounts(s.tipProse)));

/** "Start timer: 2-1/2 hours": a range starts at its lower bound and shows the whole range. */
export function TimerButtons({ timers, step }: { timers: StepTimer[]; step: number }) {
  const { t, startTimer } = useRecipeTools();
  if (!timers.length) return null;
  return (
    <div className="js-only no-print flex flex-wrap gap-2">
      {timers.map((x) => (
        <button
          key={x.label}
          type="button"
          onClick={() => startTimer(step, fill(t.timerLabel, { n: step, time: x.label }), x.minutes.min)}
          className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-50"
        >
          ⏱ {fill(t.startTimer, { time: x.label })}
        </button>
      ))}
    </div>
  );
}

/** The method: steps numbered across the instruction groups, each with its cook's tip and
 *  its timers, amounts in the steps at the chosen servings and units. */
export function MethodClient({ groups }: { groups: Group[] }) {
  const { factor, units, lang, t, yieldCount } = useRecipeTools();
  const beside = methodAsWritten(groups);
  let n = 0;
  return (
    <>
      {beside && factor !== 1 && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {fill(t.stepsAsWritten, { n: yieldCount })}
        </p>
      )}
      {groups.map((g, gi) => (
        <div key={`${g.subheading}-${gi}`} className="space-y-3">
          {g.subheading && <h3 className="font-semibold text-brand-800">{g.subheading}</h3>}
          <ol className="space-y-4">
            {g.steps.map((s) => {
              const stepNumber = ++n;
              return (
                <li key={stepNumber} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {stepNumber}
                  </span>
                  <div className="space-y-2">
                    <p className="leading-relaxed">{stepText(s.text, s.prose, factor, units, lang, beside)}</p>
                    {s.cookTip && (
                      <p className="rounded-md bg-brand-50 p-2 text-sm text-brand-900">
                        {stepText(s.cookTip, s.tipProse, factor, units, lang, beside)}
                      </p>
                    )}
                    <TimerButtons timers={s.timers} step={stepNumber} />
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </>
  );
}
