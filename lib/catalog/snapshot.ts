import type { CutCollectionFull, CutFull, Lookups, RecipeCollectionFull, RecipeFull } from '@/lib/wire/v2';

/** What `npm run catalog:build` writes to .catalog/catalog.json and the service loads.
 *  Records are already in the v2 wire shape (full variants); summaries are derived by
 *  lib/catalog/shape.ts. Link hrefs are relative (`/api/v2/...`): the service prefixes
 *  its own origin when it answers. Offline records are kept and never published. */
export type CatalogSnapshot = {
  version: 1;
  generatedAt: string;
  source: string;
  /** True for the generated scale-test catalog (npm run catalog:generate). */
  synthetic: boolean;
  lookups: Lookups;
  recipes: RecipeFull[];
  cuts: CutFull[];
  recipeCollections: (RecipeCollectionFull & { isOnline: boolean })[];
  cutCollections: (CutCollectionFull & { isOnline: boolean })[];
};
