'use client';

import { clock, useRecipeTools } from '@/components/recipe/recipe-tools-client';
import { fill } from '@/lib/i18n/fill';

/** Every running and finished timer, kept in view while the reader scrolls or changes step.
 *  A finished timer stays until dismissed, and is announced. */
export function TimerTrayClient({ inCookMode = false }: { inCookMode?: boolean }) {
  const { t, timers, now, stopTimer, cookMode } = useRecipeTools();
  if (cookMode !== inCookMode) return null;
  const done = timers.filter((x) => x.done);
  return (
    <>
      <p className="sr-only" role="status" aria-live="assertive">
        {done.map((x) => fill(t.timerDone, { n: x.step })).join(' ')}
      </p>
      {timers.length > 0 && (
        <section
          aria-label={t.timers}
          className="no-print fixed inset-x-2 bottom-2 z-40 mx-auto max-w-md space-y-2 rounded-xl bg-ink/95 p-3 text-white shadow-2xl"
        >
          {timers.map((x) => (
            <div key={x.id} className="flex items-center justify-between gap-3" data-timer-done={x.done || undefined}>
              <span className="min-w-0 truncate text-sm">{x.label}</span>
              <span
                className={`font-mono text-xl font-bold tabular-nums ${x.done ? 'animate-pulse text-amber-300' : ''}`}
              >
                {x.done ? t.timeUp : clock(x.endsAt - now)}
              </span>
              <button
                type="button"
                onClick={() => stopTimer(x.id)}
                className="min-h-11 shrink-0 rounded-md bg-white/15 px-3 text-sm font-semibold hover:bg-white/25"
              >
                {x.done ? t.dismiss : t.stop}
              </button>
            </div>
          ))}
        </section>
      )}
    </>
  );
}
