// Types for the checker (scripts/check-spec-upstream.ts); the records stay plain JavaScript so
// the fake runs on bare Node.
type Rec = Record<string, unknown>;
export const APP_ID: string;
export const APP_KEY: string;
export const RECIPES: Rec[];
export const CUTS: Rec[];
export const CUT_COLLECTIONS: Rec[];
export const RECIPE_COLLECTIONS: Rec[];
export const UNREADABLE_RECIPE: Rec;
export const UNREADABLE_FULL_SLUG: string;
export const unreadableFull: (r: Rec) => Rec;
export const LOOKUPS: Rec;
