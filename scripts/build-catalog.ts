// npm run catalog:build — validates data/ and writes .catalog/catalog.json, its packed form
// .catalog/catalog.pack (search indexes and records, what the service loads) and the artwork
// under public/media/. Fails with file and field on any problem.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { writePack } from '@/lib/service/index/pack';
import { packPathOf } from '@/lib/service/store';
import { compileCatalog } from '@/scripts/catalog/compile';
import { renderMedia } from '@/scripts/catalog/media';
import { snapshotDir, snapshotFile } from '@/scripts/catalog/paths';
import { readSources, readUsda } from '@/scripts/catalog/read-sources';

const started = performance.now();
const { sources, problems } = readSources();
if (problems.length) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
// A fixed timestamp keeps the snapshot reproducible; the newest record date is the catalog's date.
const newest = [...sources.recipes, ...sources.cuts]
  .map((f) => (f.data as { lastModified?: string })?.lastModified ?? '')
  .sort()
  .at(-1);
const { catalog, errors, media: jobs } = compileCatalog(sources, readUsda(), newest || '2026-01-01T00:00:00Z');
if (!catalog || errors.length) {
  for (const e of errors) console.error(`${e.file}: ${e.field}: ${e.message}`);
  console.error(`\ncatalog build failed: ${errors.length} problem(s)`);
  process.exit(1);
}
mkdirSync(snapshotDir, { recursive: true });
writeFileSync(snapshotFile, JSON.stringify(catalog));
const packFile = packPathOf(snapshotFile);
const pack = writePack(catalog, packFile, statSync(snapshotFile).size);
const media = process.argv.includes('--no-media') ? undefined : await renderMedia(jobs ?? []);
const online = (xs: { isOnline: boolean }[]) => xs.filter((x) => x.isOnline).length;
console.log(
  `catalog: ${online(catalog.cuts)}/${catalog.cuts.length} cuts, ${online(catalog.recipes)}/${catalog.recipes.length} recipes, ` +
    `${catalog.recipeCollections.length + catalog.cutCollections.length} collections online/total → ${snapshotFile} (${Math.round(performance.now() - started)} ms)` +
    `; pack: ${packFile} (${(pack.bytes / 1024 / 1024).toFixed(1)} MiB, indexed in ${Math.round(pack.indexMs)} ms)` +
    (media ? `; media: ${media.written} written, ${media.kept} unchanged, ${media.removed} removed` : ''),
);
