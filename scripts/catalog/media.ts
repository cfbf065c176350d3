// Renders the artwork the catalog's Media records point to: each cut's place on the cut
// chart and each recipe's plate, in 16:9, 4:3 and 1:1 (Google's Recipe image ratios, all
// well over 50,000 pixels). Files are rewritten only when their picture changes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { cutChartSvg, recipeArtSvg } from '@/lib/catalog/cut-chart';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { mediaDir, snapshotDir } from '@/scripts/catalog/paths';

// Keep in step with RATIOS in compile.ts.
const SIZES = { '16x9': [1280, 720], '4x3': [1024, 768], '1x1': [800, 800] } as const;

export async function renderMedia(catalog: CatalogSnapshot): Promise<{ written: number; kept: number }> {
  const manifestFile = join(snapshotDir, 'media-manifest.json');
  const manifest: Record<string, string> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const jobs: { file: string; svg: string }[] = [];
  for (const c of catalog.cuts.filter((x) => x.isOnline)) {
    const primal = c.isBeefPrimal ? c.ingredientNameSlug : c.primalIngredient?.ingredientNameSlug;
    const from = c.isBeefPrimal
      ? 'A primal of the beef carcass'
      : `From the ${c.primalIngredient?.ingredientName.replace(/^Beef /, '').toLowerCase() ?? 'carcass'}${c.nampNumber ? ` · IMPS ${c.nampNumber}` : ''}`;
    for (const [ratio, [w, h]] of Object.entries(SIZES)) {
      jobs.push({
        file: join('cuts', `${c.ingredientNameSlug}-${ratio}.jpg`),
        svg: cutChartSvg({ width: w, height: h, highlight: primal, title: c.ingredientName, subtitle: from }),
      });
    }
  }
  for (const r of catalog.recipes.filter((x) => x.isOnline)) {
    const method = r.attributes.find((a) => a.attributeTypeNameSlug === 'cooking-method')?.attributes[0];
    const cut = r.ingredients.find((i) => i.ingredient?.isBeefIngredient)?.ingredient?.ingredientName;
    const subtitle = [cut, method?.attributeName].filter(Boolean).join(' · ');
    for (const [ratio, [w, h]] of Object.entries(SIZES)) {
      jobs.push({
        file: join('recipes', `${r.recipeNameSlug}-${ratio}.jpg`),
        svg: recipeArtSvg({
          width: w,
          height: h,
          title: r.recipeName,
          subtitle,
          method: method?.attributeNameSlug ?? '',
          seed: r.recipeID,
        }),
      });
    }
  }
  let written = 0;
  let kept = 0;
  const next: Record<string, string> = {};
  mkdirSync(join(mediaDir, 'cuts'), { recursive: true });
  mkdirSync(join(mediaDir, 'recipes'), { recursive: true });
  const queue = [...jobs];
  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const hash = createHash('sha1').update(job.svg).digest('hex');
      next[job.file] = hash;
      const out = join(mediaDir, job.file);
      if (manifest[job.file] === hash && existsSync(out)) {
        kept++;
        continue;
      }
      await sharp(Buffer.from(job.svg)).jpeg({ quality: 82, progressive: true }).toFile(out);
      written++;
    }
  }
  await Promise.all(Array.from({ length: 2 }, worker));
  writeFileSync(manifestFile, JSON.stringify(next));
  return { written, kept };
}
