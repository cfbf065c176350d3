import { NutritionTabsClient } from '@/components/cut/nutrition-tabs-client';
import { NutritionFacts } from '@/components/nutrition/nutrition-facts';
import { Section } from '@/components/ui/section';
import type { CutView } from '@/lib/api/views';

/** The cut's nutrition label: cooked and raw in tabs when it has both, else the one it has. */
export function CutNutrition({ cut }: { cut: CutView }) {
  const { cooked, raw } = cut.nutrition;
  if (!cooked && !raw) return null;
  return (
    <Section title="Nutrition" id="nutrition">
      {cooked && raw ? (
        <NutritionTabsClient cooked={<NutritionFacts nutrition={cooked} />} raw={<NutritionFacts nutrition={raw} />} />
      ) : (
        <NutritionFacts nutrition={(cooked ?? raw)!} />
      )}
    </Section>
  );
}
