'use client';

export function PrintButtonClient({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="no-print inline-flex min-h-11 items-center rounded-md border border-stone-300 px-4 font-medium hover:bg-stone-100"
    >
      {label}
    </button>
  );
}
