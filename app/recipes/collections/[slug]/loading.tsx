export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-6">
      <span className="sr-only">Loading…</span>
      <div className="h-10 w-2/3 rounded bg-stone-200" />
      <div className="h-5 w-full rounded bg-stone-200" />
      <div className="aspect-[16/9] w-full rounded-2xl bg-stone-200 lg:w-1/2" />
    </div>
  );
}
