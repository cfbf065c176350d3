import { MAX_COMPARE, MIN_COMPARE } from '@/lib/search/compare';
import type { CutView } from '@/lib/api/views';

/** The page's heading, and what it shows: the cuts compared, or what comparing would show. */
export function CompareHeader({ cuts, comparing }: { cuts: CutView[]; comparing: boolean }) {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-extrabold tracking-tight">Compare beef cuts</h1>
      <p className="text-muted">
        {comparing
          ? `${cuts.map((c) => c.name).join(cuts.length > 2 ? ', ' : ' and ')} side by side: cut facts, cooked nutrition and cooking guidelines.`
          : `Pick ${MIN_COMPARE} or ${MAX_COMPARE} cuts to see them side by side: IMPS/NAMP numbers, lean rating, the best ways to cook them, USDA nutrition per cooked serving and cooking times with safe temperatures.`}
      </p>
    </header>
  );
}
