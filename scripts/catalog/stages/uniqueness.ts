// Ids and slugs name records in URLs and references, so each is unique within its kind; cuts
// and non-beef ingredients share one space, as recipe lines refer to both by slug.
import type { Needs, Parsed } from '@/scripts/catalog/stages/context';
import type { CutSource, IngredientSource } from '@/scripts/catalog/source-schema';

export function checkUniqueness(ctx: Needs<'parsed'>): void {
  const { parsed, err } = ctx;
  const unique = <T>(items: Parsed<T>[], key: (v: T) => string | number, field: string, what: string) => {
    const seen = new Map<string | number, string>();
    for (const { file, v } of items) {
      const k = key(v);
      const prev = seen.get(k);
      if (prev) err(file, field, `duplicate ${what} ${k} (also in ${prev})`);
      else seen.set(k, file);
    }
  };
  const ingredientLike: Parsed<CutSource | IngredientSource>[] = [...parsed.cuts, ...parsed.ingredients];
  unique(ingredientLike, (v) => v.id, 'id', 'ingredient id');
  unique(ingredientLike, (v) => v.slug, 'slug', 'ingredient slug');
  unique(parsed.recipes, (v) => v.id, 'id', 'recipe id');
  unique(parsed.recipes, (v) => v.slug, 'slug', 'recipe slug');
  unique(parsed.collections, (v) => v.id, 'id', 'collection id');
  unique(parsed.collections, (v) => v.slug, 'slug', 'collection slug');
}
