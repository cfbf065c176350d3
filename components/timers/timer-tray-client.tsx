'use client';

import { useEffect, useRef, useState } from 'react';
import { clock } from '@/components/timers/clock';
import { ringAlarm } from '@/components/timers/alarm';
import { removeTimer, useStoredTimers } from '@/components/timers/timer-store';
import type { RecipeToolStrings } from '@/lib/i18n/dict';
import { fill } from '@/lib/i18n/fill';

type Strings = Pick<RecipeToolStrings, 'timers' | 'stop' | 'dismiss' | 'timeUp' | 'timerDone'>;

/** The ticking clock while any timer runs: one interval for the page. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const id = setInterval(tick, 500);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(id);
      clearTimeout(first);
    };
  }, [active]);
  return now;
}

/** Every kitchen timer, on every page of the site (it lives in the site document): started on a
 *  recipe, it keeps counting on a cut page and after a reload. A finished one rings once where it
 *  finishes, stays until dismissed and is announced; its label links back to its recipe. */
export function TimerTrayClient({ strings: t }: { strings: Strings }) {
  const timers = useStoredTimers();
  const now = useNow(timers.length > 0);
  // A timer rings once, on the page that saw it running when it ended; one that ended before
  // this page opened (a reload long after) is shown, not rung.
  const seenRunning = useRef(new Set<string>());
  const rung = useRef(new Set<string>());
  const done = timers.filter((x) => now > 0 && x.endsAt <= now);
  useEffect(() => {
    if (now === 0) return;
    for (const x of timers) if (x.endsAt > now) seenRunning.current.add(x.id);
    const fresh = done.filter((x) => seenRunning.current.has(x.id) && !rung.current.has(x.id));
    if (!fresh.length) return;
    for (const x of fresh) rung.current.add(x.id);
    ringAlarm();
  }, [timers, done, now]);
  if (!timers.length) return null;
  return (
    <>
      <p className="sr-only" role="status" aria-live="assertive">
        {done.map((x) => fill(t.timerDone, { n: x.step })).join(' ')}
      </p>
      <section
        aria-label={t.timers}
        className="no-print fixed inset-x-2 bottom-2 z-40 mx-auto max-w-md space-y-2 rounded-xl bg-ink/95 p-3 text-white shadow-2xl"
      >
        {timers.map((x) => {
          const isDone = now > 0 && x.endsAt <= now;
          return (
            <div key={x.id} className="flex items-center justify-between gap-3" data-timer-done={isDone || undefined}>
              <a href={x.href} className="min-w-0 truncate text-sm underline-offset-2 hover:underline">
                {x.label}
              </a>
              <span
                className={`font-mono text-xl font-bold tabular-nums ${isDone ? 'animate-pulse text-amber-300' : ''}`}
              >
                {isDone ? t.timeUp : now > 0 ? clock(x.endsAt - now) : clock(x.totalMs)}
              </span>
              <button
                type="button"
                onClick={() => removeTimer(x.id)}
                className="min-h-11 shrink-0 rounded-md bg-white/15 px-3 text-sm font-semibold hover:bg-white/25"
              >
                {isDone ? t.dismiss : t.stop}
              </button>
            </div>
          );
        })}
      </section>
    </>
  );
}
