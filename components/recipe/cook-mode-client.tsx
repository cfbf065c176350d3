'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '@/lib/i18n/dictionaries';
import { stepMinutes } from '@/lib/recipe/scale';

type Step = { text: string; cookTip: string; subheading: string };
type WakeLockSentinelLike = { release: () => Promise<void> };

/** Cook mode: one large step at a time, the screen kept on (Wake Lock API where the
 *  browser has it), and a timer on every step that states a time. */
export function CookModeClient({ steps, title, lang }: { steps: Step[]; title: string; lang: Lang }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [awake, setAwake] = useState<'on' | 'unsupported' | 'off'>('off');
  const dialog = useRef<HTMLDialogElement>(null);
  const lock = useRef<WakeLockSentinelLike | null>(null);
  const t =
    lang === 'es'
      ? {
          start: 'Modo cocina',
          close: 'Salir',
          prev: 'Anterior',
          next: 'Siguiente',
          step: 'Paso',
          of: 'de',
          timer: 'Temporizador',
          stop: 'Detener',
          done: '¡Tiempo!',
          awake: 'Pantalla siempre encendida',
          noAwake: 'Este navegador no puede mantener la pantalla encendida',
        }
      : {
          start: 'Cook mode',
          close: 'Exit',
          prev: 'Previous',
          next: 'Next',
          step: 'Step',
          of: 'of',
          timer: 'Start timer',
          stop: 'Stop',
          done: 'Time is up!',
          awake: 'Screen stays on',
          noAwake: 'This browser cannot keep the screen on',
        };

  const release = useCallback(async () => {
    await lock.current?.release().catch(() => {});
    lock.current = null;
  }, []);

  const start = async () => {
    setOpen(true);
    dialog.current?.showModal();
    const wl = (navigator as Navigator & { wakeLock?: { request: (t: 'screen') => Promise<WakeLockSentinelLike> } })
      .wakeLock;
    if (!wl) return setAwake('unsupported');
    try {
      lock.current = await wl.request('screen');
      setAwake('on');
    } catch {
      setAwake('unsupported');
    }
  };
  const close = () => {
    dialog.current?.close();
  };

  useEffect(() => {
    const d = dialog.current;
    const onClose = () => {
      setOpen(false);
      setRemaining(null);
      void release();
    };
    d?.addEventListener('close', onClose);
    return () => d?.removeEventListener('close', onClose);
  }, [release]);

  useEffect(() => {
    if (remaining === null || remaining <= 0) return;
    const id = setTimeout(() => setRemaining((r) => (r === null ? null : r - 1)), 1000);
    return () => clearTimeout(id);
  }, [remaining]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setIndex((i) => Math.min(steps.length - 1, i + 1));
      if (e.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, steps.length]);

  const step = steps[index]!;
  const minutes = stepMinutes(step.text);
  const mmss =
    remaining === null
      ? ''
      : `${Math.floor(Math.max(0, remaining) / 60)}:${String(Math.max(0, remaining) % 60).padStart(2, '0')}`;
  return (
    <>
      <button
        type="button"
        onClick={start}
        className="no-print inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t.start}
      </button>
      <dialog
        ref={dialog}
        aria-label={`${t.start}: ${title}`}
        className="m-0 h-full max-h-none w-full max-w-none bg-paper p-0 backdrop:bg-black/60"
      >
        {open && (
          <div className="mx-auto flex h-full max-w-3xl flex-col gap-6 p-6">
            <div className="flex items-center justify-between gap-4">
              <p className="text-sm font-medium text-muted" aria-live="polite">
                {t.step} {index + 1} {t.of} {steps.length}
                {step.subheading ? ` · ${step.subheading}` : ''}
              </p>
              <button
                type="button"
                onClick={close}
                className="min-h-11 rounded-md border border-stone-300 px-4 font-medium"
              >
                {t.close}
              </button>
            </div>
            <p className="flex-1 overflow-auto text-2xl leading-relaxed sm:text-3xl">{step.text}</p>
            {step.cookTip && <p className="rounded-md bg-brand-50 p-3 text-lg text-brand-900">{step.cookTip}</p>}
            {minutes !== null && (
              <div className="flex items-center gap-4" aria-live="polite">
                {remaining === null ? (
                  <button
                    type="button"
                    onClick={() => setRemaining(Math.round(minutes * 60))}
                    className="min-h-11 rounded-md bg-stone-800 px-4 font-semibold text-white"
                  >
                    {t.timer}: {minutes} min
                  </button>
                ) : (
                  <>
                    <span className={`font-mono text-4xl font-bold ${remaining <= 0 ? 'text-brand-700' : ''}`}>
                      {remaining <= 0 ? t.done : mmss}
                    </span>
                    <button
                      type="button"
                      onClick={() => setRemaining(null)}
                      className="min-h-11 rounded-md border border-stone-300 px-4"
                    >
                      {t.stop}
                    </button>
                  </>
                )}
              </div>
            )}
            <p className="text-xs text-muted">{awake === 'on' ? t.awake : awake === 'unsupported' ? t.noAwake : ''}</p>
            <div className="flex justify-between gap-4">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => {
                  setIndex((i) => i - 1);
                  setRemaining(null);
                }}
                className="min-h-14 flex-1 rounded-md border border-stone-300 text-lg font-semibold disabled:opacity-40"
              >
                {t.prev}
              </button>
              <button
                type="button"
                disabled={index === steps.length - 1}
                onClick={() => {
                  setIndex((i) => i + 1);
                  setRemaining(null);
                }}
                className="min-h-14 flex-1 rounded-md bg-brand-700 text-lg font-semibold text-white disabled:opacity-40"
              >
                {t.next}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
