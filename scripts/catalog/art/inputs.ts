// What the artwork reads from the catalog sources: a recipe's attributes, cuts, ingredients
// and sauces; a cut's shape words, bone, level and SR28 fat.
import type { CutArtInput } from '@/scripts/catalog/art/cut-art';
import type { RecipeArtInput } from '@/scripts/catalog/art/recipe-form';
import type { CutSource, RecipeSource } from '@/scripts/catalog/source-schema';

export const isBoneIn = (c: CutSource) => /bone-in/i.test(c.urmis.characteristics);

export function recipeArtInput(
  r: RecipeSource,
  cuts: ReadonlyMap<string, CutSource>,
  recipes: ReadonlyMap<string, RecipeSource>,
): RecipeArtInput {
  const subs = r.ingredients.flatMap((l) => (l.recipe && recipes.get(l.recipe) ? [recipes.get(l.recipe)!] : []));
  const refs = (x: RecipeSource) => x.ingredients.flatMap((l) => (l.ref ? [l.ref] : []));
  const own = refs(r);
  const cutRefs = own.filter((s) => cuts.has(s));
  // A recipe built on another (a French dip on roast beef) shows that recipe's beef.
  const beef = cutRefs.length ? cutRefs : subs.flatMap((s) => refs(s).filter((x) => cuts.has(x)));
  return {
    id: r.id,
    name: r.name,
    isSpanish: r.isSpanish,
    methods: r.attributes['cooking-method'],
    cuisines: r.attributes.cuisine,
    menus: r.attributes['menu-category'],
    meals: r.attributes['meal-category'],
    ingredients: [...own, ...subs.flatMap(refs)].filter((s) => !cuts.has(s)),
    sauces: subs
      .filter((s) => s.attributes['menu-category'].includes('sauce-and-rub'))
      .map((s) => ({ slug: s.slug, name: s.name })),
    cuts: [...new Set(beef)].map((s) => {
      const c = cuts.get(s)!;
      return { slug: c.slug, name: c.name, categories: c.attributes['beef-category'], boneIn: isBoneIn(c) };
    }),
  };
}

const primalOf = (c: CutSource, cuts: ReadonlyMap<string, CutSource>) => {
  let primal = c;
  while (primal.parent && cuts.get(primal.parent)) primal = cuts.get(primal.parent)!;
  return primal;
};

export function cutArtInput(c: CutSource, cuts: ReadonlyMap<string, CutSource>, fatPer100g: number): CutArtInput {
  const primal = primalOf(c, cuts);
  const siblings = [...cuts.values()]
    .filter((x) => x.isOnline && primalOf(x, cuts).slug === primal.slug)
    .sort((a, b) => a.id - b.id);
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    level: c.level,
    aliases: c.aliases,
    categories: c.attributes['beef-category'],
    boneIn: isBoneIn(c),
    primal: primal.slug,
    fatPer100g,
    siblingIndex: Math.max(
      0,
      siblings.findIndex((x) => x.slug === c.slug),
    ),
  };
}
