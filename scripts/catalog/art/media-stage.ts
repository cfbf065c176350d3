// The compile step's media stage: draws every online record's pictures (recipes, cuts,
// collections, share cards) as SVG, names each file by a hash of its SVG and writes the Media
// records that point to them. scripts/catalog/media.ts rasterises the jobs it collects.
import { createHash } from 'node:crypto';
import type { Media } from '@/lib/wire/v2';
import { collectionArtSvg } from '@/scripts/catalog/art/collection-art';
import { cutArt, type CutArt } from '@/scripts/catalog/art/cut-art';
import { cutArtInput, recipeArtInput } from '@/scripts/catalog/art/inputs';
import { RATIO_SIZES, recipeArt, type Ratio, type RecipeArt } from '@/scripts/catalog/art/recipe-art';
import { rand } from '@/scripts/catalog/art/svg';
import { SHARE_SIZE, shareCardSvg } from '@/scripts/catalog/art/share-card';
import type { CollectionSource, CutSource, RecipeSource } from '@/scripts/catalog/source-schema';

export type MediaKind = 'recipes' | 'cuts' | 'collections';
/** One picture to rasterise: `file` is relative to public/media. */
export type MediaJob = { file: string; svg: string; width: number; height: number };
export const RATIOS = Object.keys(RATIO_SIZES) as Ratio[];
export const SHARE_GROUP = { recipe: 'recipe-share', ingredient: 'cut-share' } as const;

/** The file name of a picture: the record's slug, the ratio (image() in lib/api/views.ts reads
 *  it back from `-16x9.`) and 10 hex digits of the SVG's SHA-1, so a changed picture is a new URL. */
export function mediaFileName(slug: string, key: Ratio | 'share', svg: string): string {
  return `${slug}-${key}.${createHash('sha1').update(svg).digest('hex').slice(0, 10)}.jpg`;
}

type Group = Media['mediaGroup'];
type Art = { alt: string; svg: Record<Ratio, string>; share: string };

export function createMediaStage(deps: {
  cuts: ReadonlyMap<string, CutSource>;
  recipes: ReadonlyMap<string, RecipeSource>;
  fatPer100g: (c: CutSource) => number;
  group: (slug: string) => Group;
}) {
  const jobs = new Map<string, MediaJob>();
  const recipeArts = new Map<string, RecipeArt & { share: string }>();
  const cutArts = new Map<string, CutArt & { share: string }>();

  function recipeArtOf(r: RecipeSource) {
    let art = recipeArts.get(r.slug);
    if (!art) {
      const a = recipeArt(recipeArtInput(r, deps.cuts, deps.recipes));
      art = {
        ...a,
        share: shareCardSvg({ title: r.name, kicker: r.isSpanish ? 'Receta' : 'Recipe', picture: a.svg['1x1'] }),
      };
      recipeArts.set(r.slug, art);
    }
    return art;
  }
  function cutArtOf(c: CutSource) {
    let art = cutArts.get(c.slug);
    if (!art) {
      const a = cutArt(cutArtInput(c, deps.cuts, deps.fatPer100g(c)));
      art = { ...a, share: shareCardSvg({ title: c.name, kicker: 'Beef cut', picture: a.svg['1x1'] }) };
      cutArts.set(c.slug, art);
    }
    return art;
  }

  function media(kind: MediaKind, slug: string, art: Art, groups: { art: string; share: string }): Media[] {
    const item = (key: Ratio | 'share', svg: string, [width, height]: readonly [number, number], i: number): Media => {
      const filename = mediaFileName(slug, key, svg);
      const file = `${kind}/${filename}`;
      if (!jobs.has(file)) jobs.set(file, { file, svg, width, height });
      const title = key === 'share' ? `Share card: ${art.alt}` : art.alt;
      return {
        assetURL: `/media/${kind}/`,
        assetUID: 'beef-atlas',
        externalID: `${kind === 'collections' ? 'col' : kind[0]}-${slug}-${key}`,
        filename,
        title,
        caption: `${title} (${width}×${height})`,
        mediaGroup: deps.group(key === 'share' ? groups.share : groups.art),
        mediaType: 'image/jpeg',
        sortOrder: i + 1,
        links: [{ rel: 'original', href: `/media/${file}`, title }],
      };
    };
    return [
      ...RATIOS.map((k, i) => item(k, art.svg[k], RATIO_SIZES[k], i)),
      item('share', art.share, SHARE_SIZE, RATIOS.length),
    ];
  }

  return {
    jobs: () => [...jobs.values()],
    recipe: (r: RecipeSource) =>
      media('recipes', r.slug, recipeArtOf(r), { art: 'recipe-hero', share: SHARE_GROUP.recipe }),
    cut: (c: CutSource) => media('cuts', c.slug, cutArtOf(c), { art: 'cut-diagram', share: SHARE_GROUP.ingredient }),
    /** A collection of online members: a mosaic of five of them, chosen by the collection's id. */
    collection(c: CollectionSource, members: (RecipeSource | CutSource)[]): Media[] {
      if (!members.length) return [];
      // The first two members lead; the other three are drawn from the rest by the collection's id.
      const rest = members.slice(2);
      const r = rand(c.id, 3);
      for (let i = rest.length - 1; i > 0; i--) {
        const j = r.int(i + 1);
        [rest[i], rest[j]] = [rest[j]!, rest[i]!];
      }
      const picked = [...members.slice(0, 2), ...rest].slice(0, 5);
      const squares = picked.map((m) =>
        c.kind === 'recipe' ? recipeArtOf(m as RecipeSource).svg['1x1'] : cutArtOf(m as CutSource).svg['1x1'],
      );
      const svg = Object.fromEntries(RATIOS.map((k) => [k, collectionArtSvg(c.id, squares, k)])) as Record<
        Ratio,
        string
      >;
      const es = c.kind === 'recipe' && members.every((m) => (m as RecipeSource).isSpanish);
      const names = picked.map((m) => m.name);
      const list = `${names.slice(0, -1).join(', ')}${names.length > 1 ? (es ? ' y ' : ' and ') : ''}${names.at(-1)}`;
      const alt = es ? `Mosaico de ilustraciones: ${list}` : `A mosaic of pictures: ${list}`;
      const share = shareCardSvg({ title: c.name, kicker: es ? 'Colección' : 'Collection', picture: svg['1x1'] });
      const kind = c.kind === 'recipe' ? 'recipe' : 'ingredient';
      return media(
        'collections',
        c.slug,
        { alt, svg, share },
        { art: kind === 'recipe' ? 'recipe-hero' : 'cut-diagram', share: SHARE_GROUP[kind] },
      );
    },
  };
}
