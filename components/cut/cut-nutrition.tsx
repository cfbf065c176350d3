import { NutritionFacts } from '@/components/nutrition/nutrition-facts';
import { NutritionFactsDual } from '@/components/nutrition/nutrition-facts-dual';
import { Section } from '@/components/ui/section';
import type { CutView } from '@/lib/api/views';

/** The cut's nutrition label: cooked and raw side by side when it has both, else the one it has. */
export function CutNutrition({ cut }: { cut: CutView }) {
  const { cooked, raw } = cut.nutrition;
  if (!cooked && !raw) return null;
  return (
    <Section title="Nutrition" id="nutrition">
      {cooked && raw ? (
        <NutritionFactsDual cooked={cooked} raw={raw} />
      ) : (
        <NutritionFacts nutrition={(cooked ?? raw)!} />
      )}
    </Section>
  );
}
