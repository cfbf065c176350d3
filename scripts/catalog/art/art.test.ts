// The artwork's pure parts: which dish or cut shape a record gets, its alt text, and that no
// picture but a share card carries text.
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionArtSvg } from '@/scripts/catalog/art/collection-art';
import { scopeIds } from '@/scripts/catalog/art/compose';
import { cutArt, cutShape, CUT_SHAPES } from '@/scripts/catalog/art/cut-art';
import { cutArtInput, recipeArtInput } from '@/scripts/catalog/art/inputs';
import { mediaFileName } from '@/scripts/catalog/art/media-stage';
import { recipeArt, RATIO_SIZES, type Ratio } from '@/scripts/catalog/art/recipe-art';
import { DISH_FORMS, dishForm } from '@/scripts/catalog/art/recipe-form';
import { shareCardSvg } from '@/scripts/catalog/art/share-card';
import { wrap } from '@/scripts/catalog/art/type';
import { readSources, readUsda } from '@/scripts/catalog/read-sources';
import { cutSource, recipeSource, type CutSource, type RecipeSource } from '@/scripts/catalog/source-schema';

let cuts: Map<string, CutSource>;
let recipes: Map<string, RecipeSource>;
let fat: (c: CutSource) => number;
beforeAll(() => {
  const { sources } = readSources();
  const usda = readUsda();
  cuts = new Map(sources.cuts.map((f) => cutSource.parse(f.data) as CutSource).map((c) => [c.slug, c]));
  recipes = new Map(sources.recipes.map((f) => recipeSource.parse(f.data) as RecipeSource).map((r) => [r.slug, r]));
  fat = (c) => usda.foods[c.nutrition.raw]!.nutrients['204']!;
});
const online = <T extends { isOnline: boolean }>(m: Map<string, T>) => [...m.values()].filter((x) => x.isOnline);
const recipeInput = (slug: string) => recipeArtInput(recipes.get(slug)!, cuts, recipes);
const cutInput = (slug: string) => cutArtInput(cuts.get(slug)!, cuts, fat(cuts.get(slug)!));

describe('dish forms', () => {
  it.each([
    ['grilled-skirt-steak-with-chimichurri', 'sliced-steak'],
    ['standing-rib-roast-with-horseradish-cream', 'roast'],
    ['classic-boeuf-bourguignon', 'dutch-oven'],
    ['classic-beef-chili', 'bowl'],
    ['pho-style-beef-noodle-soup', 'noodle-soup'],
    ['beef-and-broccoli-stir-fry', 'wok'],
    ['carne-asada-tacos', 'tacos'],
    ['classic-grilled-cheeseburgers', 'burger'],
    ['philly-style-ribeye-cheesesteaks', 'sandwich'],
    ['greek-sirloin-kabobs-with-tzatziki', 'skewers'],
    ['thai-grilled-beef-salad', 'salad'],
    ['spanish-albondigas-in-tomato-sauce', 'meatballs'],
    ['empanadas-de-carne-al-horno', 'pastry'],
    ['smoked-beef-back-ribs', 'ribs'],
    ['ground-beef-breakfast-skillet', 'skillet'],
    ['chimichurri', 'jar'],
    ['hamburger-vegetable-soup', 'bowl'],
    ['pressure-cooker-taco-soup', 'bowl'],
  ])('%s is drawn as %s', (slug, form) => {
    expect(dishForm(recipeInput(slug))).toBe(form);
  });

  it('the catalog uses at least twelve forms, none for more than a tenth of the recipes', () => {
    const counts = new Map<string, number>();
    for (const r of online(recipes)) {
      const f = dishForm(recipeArtInput(r, cuts, recipes));
      counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(12);
    expect(DISH_FORMS.length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(online(recipes).length / 10);
  });
});

describe('alt text says what the picture shows', () => {
  it('names the dish, the cut, the method and the sauce', () => {
    expect(recipeArt(recipeInput('grilled-skirt-steak-with-chimichurri')).alt).toMatch(
      /^Sliced grilled outside skirt steak on a wooden board with chimichurri/,
    );
  });

  it('is in Spanish for a Spanish recipe', () => {
    const alt = recipeArt(recipeInput('empanadas-de-carne-al-horno')).alt;
    expect(alt).toMatch(/^Empanadas de res horneadas en una charola/);
    expect(alt).not.toMatch(/\b(with|and|on a)\b/);
  });

  it('a cut: its shape, its marbling from SR28 and the chart beside it', () => {
    expect(cutArt(cutInput('ribeye-steak')).alt).toMatch(
      /^Raw ribeye steak: a steak .* on a slate board, with rich marbling, beside a small steer chart marking the rib$/,
    );
    expect(cutArt(cutInput('eye-of-round-roast')).alt).toMatch(/on kraft paper, with very little marbling/);
  });
});

describe('cut shapes', () => {
  it.each([
    ['t-bone-steak', 't-bone'],
    ['rib-steak', 'bone-steak'],
    ['ribeye-steak', 'steak'],
    ['standing-rib-roast', 'bone-roast'],
    ['eye-of-round-roast', 'roast'],
    ['back-ribs', 'ribs'],
    ['plate-short-ribs', 'short-ribs'],
    ['ground-chuck', 'ground'],
    ['stew-meat', 'cubes'],
    ['kabob-cubes', 'cubes'],
    ['stir-fry-strips', 'strips'],
    ['flank-steak', 'thin'],
    ['shank-cross-cut', 'shank'],
    ['brisket-flat', 'brisket'],
    ['tri-tip-roast', 'tri'],
    ['tenderloin', 'log'],
    ['chuck-roll', 'roll'],
    ['knuckle', 'ball'],
    ['shoulder-clod', 'muscle'],
    ['rib', 'primal'],
  ])('%s is drawn as %s', (slug, shape) => {
    expect(cutShape(cutInput(slug))).toBe(shape);
  });

  it('uses at least twelve shapes across the catalog', () => {
    const shapes = new Set(online(cuts).map((c) => cutShape(cutArtInput(c, cuts, fat(c)))));
    expect(shapes.size).toBeGreaterThanOrEqual(12);
    expect(CUT_SHAPES.length).toBeGreaterThanOrEqual(shapes.size);
  });
});

describe('pictures', () => {
  const ratios = Object.keys(RATIO_SIZES) as Ratio[];

  it('no recipe, cut or collection picture has a text element, and each is its ratio', () => {
    const svgs: [string, Ratio, string][] = [];
    for (const r of online(recipes)) {
      const a = recipeArt(recipeArtInput(r, cuts, recipes));
      for (const k of ratios) svgs.push([r.slug, k, a.svg[k]]);
    }
    for (const c of online(cuts)) {
      const a = cutArt(cutArtInput(c, cuts, fat(c)));
      for (const k of ratios) svgs.push([c.slug, k, a.svg[k]]);
    }
    const squares = svgs.filter(([, k]) => k === '1x1').map(([, , s]) => s);
    for (const k of ratios) svgs.push(['a collection', k, collectionArtSvg(7, squares.slice(0, 5), k)]);
    for (const [what, ratio, svg] of svgs) {
      expect(svg, what).not.toMatch(/<text\b|<tspan\b|<textPath\b/);
      const [w, h] = RATIO_SIZES[ratio];
      expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"`), what).toBe(true);
    }
  });

  it('the same record always draws the same picture', () => {
    expect(recipeArt(recipeInput('carne-asada-tacos')).svg).toEqual(recipeArt(recipeInput('carne-asada-tacos')).svg);
  });

  it('a share card sets the title as outlines (no font needed) and fits long titles', () => {
    const svg = shareCardSvg({
      title: 'Reverse-Seared Porterhouse with Garlic-Herb Butter',
      kicker: 'Recipe',
      picture: '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"></svg>',
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toMatch(/<text\b/);
    // Too long for four lines at 72 px: the card sets it smaller rather than cutting it.
    expect(wrap('Reverse-Seared Porterhouse with Garlic-Herb Butter', 72, 496, 4)).toBeNull();
    expect(wrap('Reverse-Seared Porterhouse with Garlic-Herb Butter', 56, 496, 4)?.map((l) => l.text)).toEqual([
      'Reverse-Seared',
      'Porterhouse with',
      'Garlic-Herb',
      'Butter',
    ]);
  });
});

describe('media file names', () => {
  it('carry the ratio and a hash of the SVG, so a changed picture is a new URL', () => {
    const a = mediaFileName('flank-steak', '16x9', '<svg/>');
    expect(a).toMatch(/^flank-steak-16x9\.[0-9a-f]{10}\.jpg$/);
    expect(mediaFileName('flank-steak', '16x9', '<svg />')).not.toBe(a);
    expect(mediaFileName('flank-steak', '16x9', '<svg/>')).toBe(a);
  });

  it('embedded pictures get their own ids', () => {
    expect(scopeIds('<clipPath id="m"/><g clip-path="url(#m)"/>', 't1')).toBe(
      '<clipPath id="t1-m"/><g clip-path="url(#t1-m)"/>',
    );
  });
});
