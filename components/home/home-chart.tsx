import { CutChart } from '@/components/cut/cut-chart';

/** The cut chart as the way in: every primal a link. */
export function HomeChart() {
  return (
    <section aria-labelledby="chart-heading" className="space-y-4">
      <h2 id="chart-heading" className="text-2xl font-bold tracking-tight">
        Find a cut on the chart
      </h2>
      <p className="text-muted">
        Choose a primal to see the cuts that come from it. Every region is a link, reachable with the keyboard.
      </p>
      <div className="mx-auto max-w-4xl rounded-2xl border border-stone-200 bg-white p-4">
        <CutChart title="Beef cut chart: choose a primal" />
      </div>
    </section>
  );
}
