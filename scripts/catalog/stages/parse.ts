// Validates every source file against its schema (scripts/catalog/source-schema.ts) and
// checks that a file is named after the slug it holds.
import type { z } from 'zod';
import type { Needs, Parsed, ParsedSources, SourceFile, Taxonomy } from '@/scripts/catalog/stages/context';
import {
  collectionSource,
  cutSource,
  ingredientSource,
  recipeSource,
  taxonomyFiles,
  type CollectionSource,
  type CutSource,
  type IngredientSource,
  type RecipeSource,
} from '@/scripts/catalog/source-schema';

/** A taxonomy file that fails its schema is left out; compileCatalog stops before anyone reads it. */
export function parseSources(ctx: Needs<'sources'>): ParsedSources {
  const { sources, err } = ctx;
  const taxonomy = {} as Taxonomy;
  for (const [name, schema] of Object.entries(taxonomyFiles) as [keyof typeof taxonomyFiles, z.ZodType][]) {
    const res = schema.safeParse(sources.taxonomy[name] ?? null);
    if (!res.success) {
      for (const issue of res.error.issues) err(`data/taxonomy/${name}`, issue.path.join('.'), issue.message);
    } else (taxonomy as Record<string, unknown>)[name] = res.data;
  }
  const parseAll = <T>(files: SourceFile[], schema: z.ZodType<T>): Parsed<T>[] => {
    const out: Parsed<T>[] = [];
    for (const f of files) {
      const res = schema.safeParse(f.data);
      if (!res.success) {
        for (const issue of res.error.issues) err(f.file, issue.path.join('.') || '(root)', issue.message);
        continue;
      }
      const slug = (res.data as { slug: string }).slug;
      const base = f.file
        .split('/')
        .pop()
        ?.replace(/\.ya?ml$/, '');
      if (base && base !== slug) err(f.file, 'slug', `slug "${slug}" must equal the file name "${base}"`);
      out.push({ file: f.file, v: res.data });
    }
    return out;
  };
  return {
    taxonomy,
    cuts: parseAll<CutSource>(sources.cuts, cutSource as z.ZodType<CutSource>),
    ingredients: parseAll<IngredientSource>(sources.ingredients, ingredientSource as z.ZodType<IngredientSource>),
    recipes: parseAll<RecipeSource>(sources.recipes, recipeSource as z.ZodType<RecipeSource>),
    collections: parseAll<CollectionSource>(sources.collections, collectionSource as z.ZodType<CollectionSource>),
  };
}
