import Link from 'next/link';
import type { Option } from '@/lib/api/lookups-view';
import { COMPARE_PARAM, COMPARE_PATH, MAX_COMPARE, MIN_COMPARE } from '@/lib/search/compare';

/** The chooser of cuts to compare: how to pick them when nothing is compared yet, then the form. */
export function CompareChooser({
  options,
  selected,
  comparing,
}: {
  options: Option[];
  selected: string[];
  comparing: boolean;
}) {
  return (
    <section aria-labelledby="choose" className="space-y-3">
      <h2 id="choose" className="text-xl font-bold tracking-tight">
        {comparing ? 'Compare other cuts' : 'Choose the cuts'}
      </h2>
      {!comparing && (
        <p>
          Choose two cuts you are deciding between, say a steak at the counter and the one your recipe names, and add a
          third if you like. Not sure where to start?{' '}
          <Link href="/cuts" className="font-semibold text-brand-700 underline">
            Browse the beef cuts
          </Link>{' '}
          and use “Compare with…” on a cut’s page.
        </p>
      )}
      <ChooseForm options={options} selected={selected} submit={comparing ? 'Compare' : 'Compare these cuts'} />
    </section>
  );
}

/** A plain GET form: works without JavaScript, and submitting it writes the URL the page reads. */
function ChooseForm({ options, selected, submit }: { options: Option[]; selected: string[]; submit: string }) {
  const boxes = Array.from({ length: MAX_COMPARE }, (_, i) => ({
    label: i < MIN_COMPARE ? `Cut ${i + 1}` : `Cut ${i + 1} (optional)`,
    value: selected[i] ?? '',
  }));
  return (
    <form
      method="get"
      action={COMPARE_PATH}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
      aria-label="Choose cuts to compare"
    >
      {boxes.map((b, i) => (
        <div key={i}>
          <label htmlFor={`compare-cut-${i + 1}`} className="block text-sm font-semibold">
            {b.label}
          </label>
          <select
            id={`compare-cut-${i + 1}`}
            name={COMPARE_PARAM}
            defaultValue={b.value}
            className="mt-1 min-h-11 w-full rounded-md border border-stone-300 bg-white px-3"
          >
            <option value="">{i < MIN_COMPARE ? 'Choose a cut' : 'None'}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button
        type="submit"
        className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {submit}
      </button>
    </form>
  );
}
