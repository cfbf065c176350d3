// Every slug a source names must exist, every SR28 number must be in the subset, and the cut
// guidelines must be safe (USDA FSIS minimums) and agree with the NCBA doneness scale.
import type { Needs, Parsed } from '@/scripts/catalog/stages/context';
import { DONENESS_F } from '@/scripts/catalog/stages/tables';
import { tendernessOf } from '@/scripts/catalog/tenderness';
import type { CollectionSource, CutSource, IngredientSource, RecipeSource } from '@/scripts/catalog/source-schema';

type Ctx = Needs<'parsed' | 'tables' | 'usda'>;

export function checkReferences(ctx: Ctx): void {
  const check = checks(ctx);
  const { cuts, ingredients, recipes, collections } = ctx.parsed;
  // Every ingredient line names how a metric kitchen measures it (recipes stage).
  for (const value of ['liquid', 'dry'])
    check.attrValue('measured-as', value, 'data/taxonomy/attribute-types.yaml', 'measured-as');
  for (const x of ingredients) checkIngredient(ctx, check, x);
  for (const x of cuts) checkCut(ctx, check, x);
  for (const x of cuts) checkHierarchy(ctx, x);
  for (const x of recipes) checkRecipe(ctx, check, x);
  for (const x of collections) checkCollection(ctx, check, x);
}

/** The lookups that report what they cannot find. */
function checks({ usda, tables, err }: Ctx) {
  const food = (file: string, field: string, ndb: string) => {
    const f = usda.foods[ndb];
    if (!f) err(file, field, `NDB ${ndb} is not in data/usda/sr28-subset.json (run npm run catalog:usda)`);
    return f;
  };
  const need = <T>(map: Map<string, T>, slug: string, file: string, field: string, what: string): T | undefined => {
    const v = map.get(slug);
    if (!v) err(file, field, `unknown ${what} "${slug}"`);
    return v;
  };
  const attrValue = (type: string, slug: string, file: string, field: string) => {
    const t = tables.attrTypes.get(type);
    if (!t) return err(file, field, `unknown attribute type "${type}"`);
    if (!t.values.some((v) => v.slug === slug))
      err(file, field, `"${slug}" is not a value of attribute type "${type}"`);
  };
  const cutOrIngredient = (slug: string, file: string, field: string) => {
    if (!tables.cutBySlug.has(slug) && !tables.ingBySlug.has(slug))
      err(file, field, `unknown ingredient or cut "${slug}"`);
  };
  return { food, need, attrValue, cutOrIngredient };
}
type Checks = ReturnType<typeof checks>;

function checkIngredient({ tables, err }: Ctx, { food, need }: Checks, { file, v }: Parsed<IngredientSource>) {
  need(tables.sections, v.grocerySection, file, 'grocerySection', 'grocery section');
  need(tables.ingTypes, v.ingredientType, file, 'ingredientType', 'ingredient type');
  v.allergens.forEach((a, i) => need(tables.allergens, a, file, `allergens.${i}`, 'allergen'));
  const f = food(file, 'ndb', v.ndb);
  if (f) {
    for (const [key, desc] of Object.entries(v.portions)) {
      if (!f.portions.some((p) => p.desc === desc))
        err(file, `portions.${key}`, `SR28 ${v.ndb} has no WEIGHT portion "${desc}"`);
    }
    if (v.volumePortion && !f.portions.some((p) => p.desc === v.volumePortion))
      err(file, 'volumePortion', `SR28 ${v.ndb} has no WEIGHT portion "${v.volumePortion}"`);
  }
  if (v.volumeFrom) {
    const other = food(file, 'volumeFrom.ndb', v.volumeFrom.ndb);
    if (other && !other.portions.some((p) => p.desc === v.volumeFrom!.portion))
      err(file, 'volumeFrom.portion', `SR28 ${v.volumeFrom.ndb} has no WEIGHT portion "${v.volumeFrom.portion}"`);
  }
}

function checkCut(ctx: Ctx, check: Checks, { file, v }: Parsed<CutSource>) {
  const { tables, err } = ctx;
  const { food, need, attrValue, cutOrIngredient } = check;
  if (v.level === 'primal' && v.parent) err(file, 'parent', 'a primal has no parent');
  if (v.level !== 'primal' && !v.parent) err(file, 'parent', `a ${v.level} needs a parent`);
  if (v.parent) {
    const p = need(tables.cutBySlug, v.parent, file, 'parent', 'parent cut');
    if (p && p.v.slug === v.slug) err(file, 'parent', 'a cut cannot be its own parent');
  }
  need(tables.sections, v.grocerySection, file, 'grocerySection', 'grocery section');
  v.attributes['beef-category'].forEach((s, i) => attrValue('beef-category', s, file, `attributes.beef-category.${i}`));
  v.attributes['preferred-cooking-method'].forEach((s, i) =>
    attrValue('preferred-cooking-method', s, file, `attributes.preferred-cooking-method.${i}`),
  );
  v.groups.forEach((g, i) => need(tables.groups, g, file, `groups.${i}`, 'ingredient group'));
  if (v.tenderness) {
    const { muscle, class: given, source } = v.tenderness;
    const published = tendernessOf(muscle);
    if (published !== given)
      err(file, 'tenderness.class', `the ${source} study puts the ${muscle} in "${published}", not "${given}"`);
    attrValue('tenderness', given, file, 'tenderness.class');
    attrValue('tenderness-source', source, file, 'tenderness.source');
  }
  for (const key of ['alternatives', 'substitutes', 'rollups'] as const) {
    v[key].forEach((x, i) => need(tables.cutBySlug, x.cut, file, `${key}.${i}.cut`, 'cut'));
  }
  v.pairings.forEach((x, i) => cutOrIngredient(x.ingredient, file, `pairings.${i}.ingredient`));
  const raw = food(file, 'nutrition.raw', v.nutrition.raw);
  const cooked = food(file, 'nutrition.cooked', v.nutrition.cooked);
  if (raw && raw.group !== '1300') err(file, 'nutrition.raw', `NDB ${v.nutrition.raw} is not a beef record`);
  if (cooked && cooked.group !== '1300')
    err(file, 'nutrition.cooked', `NDB ${v.nutrition.cooked} is not a beef record`);
  checkGuidelines(ctx, check, { file, v });
}

function checkGuidelines({ err }: Ctx, { attrValue }: Checks, { file, v }: Parsed<CutSource>) {
  const ground = v.attributes['beef-category'].includes('ground-beef');
  v.guidelines.forEach((g, i) => {
    const field = `guidelines.${i}`;
    attrValue('preferred-cooking-method', g.method, file, `${field}.method`);
    const d = DONENESS_F[g.doneness]!;
    const minimum = ground ? 160 : 145;
    if (g.internalTemperatureF < minimum)
      err(
        file,
        `${field}.internalTemperatureF`,
        `${g.internalTemperatureF} °F is below the USDA FSIS minimum of ${minimum} °F for ${ground ? 'ground beef' : 'whole cuts'}`,
      );
    if (g.internalTemperatureF < d.min || (d.max !== undefined && g.internalTemperatureF > d.max)) {
      err(
        file,
        `${field}.internalTemperatureF`,
        `${g.internalTemperatureF} °F does not match ${d.name} on the NCBA scale (${d.min}${d.max && d.max !== d.min ? `-${d.max}` : ''} °F)`,
      );
    }
    if (ground && g.doneness === 'medium-rare')
      err(file, `${field}.doneness`, 'ground beef is never served medium rare (160 °F minimum)');
    if (Array.isArray(g.minutes) && g.minutes[0] > g.minutes[1])
      err(file, `${field}.minutes`, 'range start is after its end');
    if (g.weightRangeOunces && g.weightRangeOunces[0] > g.weightRangeOunces[1])
      err(file, `${field}.weightRangeOunces`, 'range start is after its end');
  });
}

/** A parent chain that comes back to a cut it already passed. */
function checkHierarchy({ tables, err }: Ctx, { file, v }: Parsed<CutSource>) {
  const seen = new Set<string>([v.slug]);
  let cur = v.parent ? tables.cutBySlug.get(v.parent) : undefined;
  while (cur) {
    if (seen.has(cur.v.slug)) {
      err(file, 'parent', `the hierarchy loops through "${cur.v.slug}"`);
      break;
    }
    seen.add(cur.v.slug);
    cur = cur.v.parent ? tables.cutBySlug.get(cur.v.parent) : undefined;
  }
}

function checkRecipe({ tables, err }: Ctx, check: Checks, { file, v }: Parsed<RecipeSource>) {
  const { need, attrValue, cutOrIngredient } = check;
  need(tables.audiences, v.audience, file, 'audience', 'audience');
  for (const [type, values] of Object.entries(v.attributes))
    values.forEach((s, i) => attrValue(type, s, file, `attributes.${type}.${i}`));
  if (v.total.minutes < v.prep.minutes + v.cook.minutes)
    err(
      file,
      'total.minutes',
      `total (${v.total.minutes}) is less than prep + cook (${v.prep.minutes + v.cook.minutes})`,
    );
  if (Date.parse(v.datePublished) > Date.parse(v.lastModified)) err(file, 'datePublished', 'is after lastModified');
  v.ingredients.forEach((line, i) => {
    const field = `ingredients.${i}`;
    if (line.ref) cutOrIngredient(line.ref, file, `${field}.ref`);
    if (line.recipe) {
      const sub = need(tables.recipeBySlug, line.recipe, file, `${field}.recipe`, 'recipe');
      if (sub && sub.v.slug === v.slug) err(file, `${field}.recipe`, 'a recipe cannot use itself');
    }
    if (line.brand) need(tables.brands, line.brand, file, `${field}.brand`, 'brand');
    line.substitutes.forEach((s, j) => cutOrIngredient(s, file, `${field}.substitutes.${j}`));
    line.rollups.forEach((s, j) => cutOrIngredient(s, file, `${field}.rollups.${j}`));
  });
}

function checkCollection({ tables, err }: Ctx, { need }: Checks, { file, v }: Parsed<CollectionSource>) {
  const g = need(tables.collGroups, v.group, file, 'group', 'collection group');
  if (g && g.objectType !== v.kind)
    err(file, 'group', `group "${v.group}" holds ${g.objectType} collections, not ${v.kind}`);
  const seen = new Set<string>();
  v.members.forEach((m, i) => {
    if (seen.has(m)) err(file, `members.${i}`, `"${m}" is listed twice`);
    seen.add(m);
    if (v.kind === 'recipe') need(tables.recipeBySlug, m, file, `members.${i}`, 'recipe');
    else need(tables.cutBySlug, m, file, `members.${i}`, 'cut');
  });
}
