// npm run catalog:pack -- [snapshot.json …] — (re)writes the packed catalog beside a JSON
// snapshot (lib/service/index/pack.ts), e.g. for a scale catalog generated before packs
// existed. The catalog build and the generator write their packs themselves.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { writePack } from '@/lib/service/index/pack';
import { packPathOf } from '@/lib/service/store';
import { snapshotFile } from '@/scripts/catalog/paths';

const files = process.argv.slice(2);
for (const file of files.length ? files.map((f) => resolve(f)) : [snapshotFile]) {
  const started = performance.now();
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as CatalogSnapshot;
  const parsedMs = performance.now() - started;
  const out = packPathOf(file);
  const { bytes, indexMs } = writePack(snapshot, out, statSync(file).size);
  const mb = (x: number) => (x / 1024 / 1024).toFixed(1);
  console.log(
    `${out}: ${snapshot.recipes.length} recipes, ${mb(bytes)} MiB; parse ${Math.round(parsedMs)} ms, index ${Math.round(indexMs)} ms, ` +
      `write ${Math.round(performance.now() - started - parsedMs - indexMs)} ms`,
  );
}
