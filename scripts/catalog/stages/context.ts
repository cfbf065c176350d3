// The one object the compile stages share. Each stage declares the fields it reads with
// `Needs<...>` and returns its result, which compileCatalog stores under its own key with `put`.
import type { z } from 'zod';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import type { CutFull, Lookups, RecipeFull } from '@/lib/wire/v2';
import type { Builders } from '@/scripts/catalog/stages/builders';
import type { CollectionRecords } from '@/scripts/catalog/stages/collections';
import type { MediaRecords } from '@/scripts/catalog/stages/media-records';
import type { LineQuantities } from '@/scripts/catalog/stages/quantities';
import type { RecipeTotals } from '@/scripts/catalog/stages/recipe-totals';
import type { LookupTables } from '@/scripts/catalog/stages/tables';
import type {
  CollectionSource,
  CutSource,
  IngredientSource,
  RecipeSource,
  taxonomyFiles,
} from '@/scripts/catalog/source-schema';

export type SourceFile = { file: string; data: unknown };
export type Sources = {
  taxonomy: Record<string, unknown>;
  cuts: SourceFile[];
  ingredients: SourceFile[];
  recipes: SourceFile[];
  collections: SourceFile[];
};
export type UsdaFood = {
  name: string;
  group: string;
  nutrients: Record<string, number>;
  portions: { amount: number; desc: string; grams: number }[];
};
export type UsdaSubset = { foods: Record<string, UsdaFood> };
export type BuildError = { file: string; field: string; message: string };
export type ErrorSink = (file: string, field: string, message: string) => void;

/** A source that passed its schema, with the file it came from (for error messages). */
export type Parsed<T> = { file: string; v: T };
export type Taxonomy = { [K in keyof typeof taxonomyFiles]: z.output<(typeof taxonomyFiles)[K]> };
export type ParsedSources = {
  taxonomy: Taxonomy;
  cuts: Parsed<CutSource>[];
  ingredients: Parsed<IngredientSource>[];
  recipes: Parsed<RecipeSource>[];
  collections: Parsed<CollectionSource>[];
};

export type CompileContext = {
  sources: Sources;
  usda: UsdaSubset;
  generatedAt: string;
  /** Every problem found so far; compileCatalog stops after a stage that added one. */
  errors: BuildError[];
  err: ErrorSink;
  parsed: ParsedSources;
  tables: LookupTables;
  build: Builders;
  media: MediaRecords;
  cutRecords: CutFull[];
  quantities: LineQuantities;
  totals: RecipeTotals;
  recipeRecords: RecipeFull[];
  collectionRecords: CollectionRecords;
  lookups: Lookups;
  snapshot: CatalogSnapshot;
};

/** What a stage reads: the error sink plus the named fields. */
export type Needs<K extends keyof CompileContext> = Pick<CompileContext, 'err' | K>;

type Start = Pick<CompileContext, 'sources' | 'usda' | 'generatedAt' | 'errors' | 'err'>;

export function startContext(sources: Sources, usda: UsdaSubset, generatedAt: string): Start {
  const errors: BuildError[] = [];
  const err: ErrorSink = (file, field, message) => void errors.push({ file, field, message });
  return { sources, usda, generatedAt, errors, err };
}

/** Stores a stage's result on the context; from then on the compiler knows the field is set. */
export function put<C extends object, K extends keyof CompileContext>(
  ctx: C,
  key: K,
  value: CompileContext[K],
): asserts ctx is C & Pick<CompileContext, K> {
  Object.assign(ctx, { [key]: value });
}
