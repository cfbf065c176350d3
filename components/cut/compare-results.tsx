import { CompareTable } from '@/components/cut/compare-table';
import { isGroundBeef } from '@/components/cut/format';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import type { CutView } from '@/lib/api/views';
import { DONENESS_SOURCES } from '@/lib/cooking/doneness';

/** The comparison table with the notes that read it (sources, time spans, safe minimums). */
export function CompareResults({ cuts }: { cuts: CutView[] }) {
  return (
    <section aria-labelledby="comparison" className="space-y-3">
      <h2 id="comparison" className="text-xl font-bold tracking-tight">
        Side by side
      </h2>
      <ProviderAttribution />
      <CompareTable cuts={cuts} />
      <p className="text-sm text-muted">
        Nutrition is per cooked serving from USDA data; % DV is the percent daily value. Cooking times span every size
        listed on each cut’s page, where you find them by thickness and weight. The USDA safe minimum internal
        temperature is 145 °F with a 3-minute rest for steaks and roasts
        {cuts.some(isGroundBeef) ? ', and 160 °F for ground beef.' : '.'} Take steaks and roasts off the heat a few
        degrees early: they keep cooking while they rest.
      </p>
      <p className="text-xs text-muted">Sources: {DONENESS_SOURCES}</p>
    </section>
  );
}
