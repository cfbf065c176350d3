'use client';

import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';

/** The filters on a narrow screen: a modal dialog (the browser's <dialog>: focus stays inside,
 *  Escape closes it, the page behind is inert) opened by "Filters (n)", with a live "Show N
 *  results" that closes it. Choices apply as they are made, so the count is the results'. */
export function FilterDrawerClient({
  label,
  title,
  close,
  show,
  updating,
  pending,
  formId,
  clear,
  children,
}: {
  label: string;
  title: string;
  close: string;
  show: string;
  updating: string;
  pending: boolean;
  formId: string;
  clear: { href: string; label: string } | null;
  children: React.ReactNode;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    // Focus goes back to the button that opened it, however the dialog closed.
    const onClose = () => opener.current?.focus();
    d.addEventListener('close', onClose);
    return () => d.removeEventListener('close', onClose);
  }, []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-controls={`${id}-dialog`}
        onClick={() => dialog.current?.showModal()}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 bg-white px-4 font-semibold"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="currentColor">
          <path d="M3 5h14v2H3zM6 9h8v2H6zM8 13h4v2H8z" />
        </svg>
        {label}
      </button>
      <dialog
        ref={dialog}
        id={`${id}-dialog`}
        aria-labelledby={`${id}-title`}
        className="m-0 ml-auto h-dvh max-h-dvh w-full max-w-md bg-paper p-0 text-ink backdrop:bg-black/50"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-2">
            <h2 id={`${id}-title`} className="text-lg font-bold">
              {title}
            </h2>
            <button
              ref={closer}
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={close}
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-2xl leading-none hover:bg-stone-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          <div className="flex items-center gap-3 border-t border-stone-200 px-4 py-3">
            {clear && (
              <Link
                href={clear.href}
                scroll={false}
                prefetch={false}
                // The link goes away with the filters: focus stays in the drawer, on its close button.
                onClick={() => closer.current?.focus()}
                className="min-h-11 px-2 py-3 text-sm font-medium text-brand-700 underline"
              >
                {clear.label}
              </Link>
            )}
            <button
              type="submit"
              form={formId}
              onClick={() => dialog.current?.close()}
              aria-live="polite"
              className="ml-auto min-h-11 flex-1 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {pending ? updating : show}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
