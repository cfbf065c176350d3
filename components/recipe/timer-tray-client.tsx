'use client';

import { useRecipeTools } from '@/components/recipe/recipe-tools-client';
import { clock } from '@/components/timers/clock';
import { fill } from '@/lib/i18n/fill';

/** Cook mode's timer tray: the dialog is modal, so the site's tray (components/timers) is
 *  behind it; this one shows the same timers inside it. */
export function TimerTrayClient() {
  const { t, timers, now, stopTimer, cookMode } = useRecipeTools();
  if (!cookMode) return null;
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
                {x.done ? t.timeUp : clock(now > 0 ? x.endsAt - now : x.totalMs)}
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
