'use client';

import { useRecipeTools } from '@/components/recipe/recipe-tools-client';
import { fill, plural } from '@/lib/i18n/fill';

/** The header's yield: the recipe's own words at its servings, the reader's servings once
 *  scaled, so a printed page never says "4 servings" above amounts for 2. */
export function YieldClient({ asWritten }: { asWritten: string }) {
  const { t, servings, yieldCount } = useRecipeTools();
  if (servings === yieldCount) return <>{asWritten}</>;
  return <>{fill(plural(t.yieldScaled, servings), { n: servings, m: yieldCount })}</>;
}
