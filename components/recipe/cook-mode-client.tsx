'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usedText } from '@/components/recipe/ingredients-client';
import { methodAsWritten, stepText, TimerButtons } from '@/components/recipe/method-client';
import { useRecipeTools } from '@/components/recipe/recipe-tools-client';
import { useStoredProgress } from '@/components/recipe/stored-progress';
import { TimerTrayClient } from '@/components/recipe/timer-tray-client';
import type { RecipeView } from '@/lib/api/views';
import { fill } from '@/lib/i18n/fill';

const isStep = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
type WakeLock = { release: () => Promise<void> };
type WakeLockApi = { request: (type: 'screen') => Promise<WakeLock> };

/** Keeps the screen on while `active`, and asks again when the tab becomes visible (the
 *  browser releases the lock whenever the page is hidden). */
function useWakeLock(active: boolean): 'on' | 'unsupported' | 'off' {
  const [held, setHeld] = useState<boolean | null>(null);
  const lock = useRef<WakeLock | null>(null);
  const api =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
  useEffect(() => {
    if (!active || !api) return;
    const request = () =>
      api.request('screen').then(
        (l) => {
          lock.current = l;
          setHeld(true);
        },
        () => setHeld(false),
      );
    void request();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void request();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      void lock.current?.release().catch(() => {});
      lock.current = null;
    };
  }, [active, api]);
  if (!active) return 'off';
  if (!api || held === false) return 'unsupported';
  return held ? 'on' : 'off';
}

/** Cook mode: one large step at a time with the amounts it needs, its timers (which keep
 *  running whatever step is shown), and the screen kept on. */
/** It takes the recipe's own groups, the same objects the list and the method get, so the page's
 *  payload sends them once (React's Flight writes a repeated object as a reference). */
export function CookModeClient({
  instructionGroups,
  ingredientGroups,
  title,
}: Pick<RecipeView, 'instructionGroups' | 'ingredientGroups'> & { title: string }) {
  const { t, factor, units, lang, cookMode, setCookMode, path } = useRecipeTools();
  const steps = useMemo(
    () => instructionGroups.flatMap((g) => g.steps.map((s) => ({ ...s, subheading: g.subheading }))),
    [instructionGroups],
  );
  const lines = useMemo(() => ingredientGroups.flatMap((g) => g.lines), [ingredientGroups]);
  // The step survives a reload, per recipe; a stored step past the end (another upstream
  // version) starts again at the first.
  const [stored, storeIndex] = useStoredProgress<number>(path, 'step', 0, isStep);
  const index = stored < steps.length ? stored : 0;
  const dialog = useRef<HTMLDialogElement>(null);
  // Each step opens at its top: the dialog is the one scrolling box (no inner one on a phone).
  const go = useCallback(
    (next: number) => {
      storeIndex(Math.min(steps.length - 1, Math.max(0, next)));
      dialog.current?.scrollTo({ top: 0 });
    },
    [storeIndex, steps.length],
  );
  const beside = methodAsWritten(instructionGroups);
  const awake = useWakeLock(cookMode);

  useEffect(() => {
    const d = dialog.current;
    const onClose = () => setCookMode(false);
    d?.addEventListener('close', onClose);
    return () => d?.removeEventListener('close', onClose);
  }, [setCookMode]);

  useEffect(() => {
    if (!cookMode) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(index + 1);
      if (e.key === 'ArrowLeft') go(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [cookMode, go, index]);

  const step = steps[index]!;
  const needs = step.uses.flatMap(({ line, part }) => (lines[line] ? [{ l: lines[line], part }] : []));
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setCookMode(true);
          dialog.current?.showModal();
        }}
        className="no-print inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t.cookMode}
      </button>
      <dialog
        ref={dialog}
        aria-label={`${t.cookMode}: ${title}`}
        className="m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-paper p-0 backdrop:bg-black/60"
      >
        {cookMode && (
          <div className="mx-auto flex min-h-full max-w-3xl flex-col gap-5 p-4 pb-40 sm:p-6 sm:pb-40">
            <div className="flex items-center justify-between gap-4">
              <p className="text-sm font-medium text-muted" aria-live="polite">
                {fill(t.stepOf, { n: index + 1, m: steps.length })}
                {step.subheading ? ` · ${step.subheading}` : ''}
              </p>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="min-h-11 rounded-md border border-stone-300 px-4 font-medium"
              >
                {t.exit}
              </button>
            </div>
            <div className="flex-1 space-y-5">
              <p className="text-2xl leading-relaxed sm:text-3xl">
                {stepText(step.text, step.prose, factor, units, lang, beside)}
              </p>
              {needs.length > 0 && (
                <div className="rounded-lg bg-stone-100 p-4">
                  <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t.youNeed}</p>
                  <ul className="mt-2 space-y-1 text-lg">
                    {needs.map(({ l, part }, i) => (
                      <li key={i}>{usedText(l, part, factor, units)}</li>
                    ))}
                  </ul>
                </div>
              )}
              {step.cookTip && (
                <p className="rounded-md bg-brand-50 p-3 text-lg text-brand-900">
                  {stepText(step.cookTip, step.tipProse, factor, units, lang, beside)}
                </p>
              )}
              <TimerButtons timers={step.timers} step={index + 1} />
            </div>
            <p className="text-xs text-muted">{awake === 'on' ? t.awake : awake === 'unsupported' ? t.noAwake : ''}</p>
            <div className="flex justify-between gap-4">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => go(index - 1)}
                className="min-h-14 flex-1 rounded-md border border-stone-300 text-lg font-semibold disabled:opacity-40"
              >
                {t.previous}
              </button>
              <button
                type="button"
                disabled={index === steps.length - 1}
                onClick={() => go(index + 1)}
                className="min-h-14 flex-1 rounded-md bg-brand-700 text-lg font-semibold text-white disabled:opacity-40"
              >
                {t.next}
              </button>
            </div>
            <TimerTrayClient />
          </div>
        )}
      </dialog>
    </>
  );
}
