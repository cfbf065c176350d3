import type { ListSource } from '@/lib/kitchen/list';

/** The answer of app/api/site/list: the recipes' lines (without the reader's servings, which
 *  stay in the browser), the grocery sections in the service's order, and the slugs not found. */
export type ListAnswer = {
  sections: { name: string; slug: string }[];
  recipes: Omit<ListSource, 'servings'>[];
  missing: string[];
};
