'use client';

import { stepText } from '@/components/recipe/method-client';
import { useRecipeTools } from '@/components/recipe/recipe-tools-client';
import { fill, plural } from '@/lib/i18n/fill';
import type { Segment } from '@/lib/recipe/parse';

/** The header's yield: the recipe's own words at its servings, the reader's servings once
 *  scaled, so a printed page never says "4 servings" above amounts for 2. */
export function YieldClient({ asWritten, prose }: { asWritten: string; prose: Segment[] }) {
  const { t, servings, yieldCount, units, lang } = useRecipeTools();
  // "8 servings (about 1 cup)" in the reader's units: "(about 235 ml)".
  if (servings === yieldCount) return <>{stepText(asWritten, prose, 1, units, lang)}</>;
  return <>{fill(plural(t.yieldScaled, servings), { n: servings, m: yieldCount })}</>;
}
