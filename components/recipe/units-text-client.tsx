'use client';

import { stepText } from '@/components/recipe/method-client';
import { useRecipeTools } from '@/components/recipe/recipe-tools-client';
import type { Segment } from '@/lib/recipe/parse';

/** Recipe text outside the list and the method (its tip, serving size, description) in the
 *  reader's units: "1/4-inch slices" is "6 mm slices", "reheat to 165 °F" is "74 °C" in metric.
 *  Its amounts are per serving or general, so the servings do not scale them. */
export function UnitsTextClient({ text, prose }: { text: string; prose: Segment[] }) {
  const { units, lang } = useRecipeTools();
  return <>{stepText(text, prose, 1, units, lang)}</>;
}
