// Extracts the part of USDA SR28 that the catalog uses into data/usda/sr28-subset.json,
// which is committed: the build and the site never read ../shared. Run it after adding a
// cut or ingredient that names an NDB number not yet in the subset.
//   npm run catalog:usda [-- --sr28 ../shared/data/usda-sr28]
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { dataDir, root, usdaSubsetFile } from '@/scripts/catalog/paths';
import { NUTRIENTS } from '@/lib/catalog/nutrition-rules';

const argIndex = process.argv.indexOf('--sr28');
const sr28Dir = argIndex > 0 ? process.argv[argIndex + 1]! : join(root, '..', 'shared', 'data', 'usda-sr28');
if (!existsSync(sr28Dir)) {
  console.error(`SR28 folder not found: ${sr28Dir} (pass --sr28 <dir>)`);
  process.exit(1);
}

function rows(file: string): string[][] {
  const text = gunzipSync(readFileSync(join(sr28Dir, file))).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) =>
      line
        .replace(/\r$/, '')
        .split('^')
        .map((f) => f.replace(/^~|~$/g, '')),
    );
}

// NDB numbers the sources name; all beef records are kept so a cut can switch records freely.
const wanted = new Set<string>();
for (const kind of ['cuts', 'ingredients']) {
  const dir = join(dataDir, kind);
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const doc = parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    if (typeof doc.ndb === 'string') wanted.add(doc.ndb);
    const borrowed = doc.volumeFrom as { ndb?: string } | undefined;
    if (borrowed?.ndb) wanted.add(borrowed.ndb);
    const n = doc.nutrition as { raw?: string; cooked?: string } | undefined;
    if (n?.raw) wanted.add(n.raw);
    if (n?.cooked) wanted.add(n.cooked);
  }
}

const nutrientNumbers = new Set(NUTRIENTS.map((n) => n.nutrNo));
const foods: Record<
  string,
  {
    name: string;
    group: string;
    nutrients: Record<string, number>;
    portions: { amount: number; desc: string; grams: number }[];
  }
> = {};
for (const [ndb, group, longDesc] of rows('FOOD_DES.txt.gz')) {
  if (!ndb || !group || !longDesc) continue;
  if (group === '1300' || wanted.has(ndb)) foods[ndb] = { name: longDesc, group, nutrients: {}, portions: [] };
}
for (const [ndb, nutrNo, value] of rows('NUT_DATA.txt.gz')) {
  const food = ndb ? foods[ndb] : undefined;
  if (food && nutrNo && nutrientNumbers.has(nutrNo)) food.nutrients[nutrNo] = Number(value);
}
for (const [ndb, , amount, desc, grams] of rows('WEIGHT.txt.gz')) {
  const food = ndb ? foods[ndb] : undefined;
  if (food && desc) food.portions.push({ amount: Number(amount), desc, grams: Number(grams) });
}
const missing = [...wanted].filter((ndb) => !foods[ndb]);
if (missing.length) {
  console.error(`NDB numbers not found in SR28: ${missing.join(', ')}`);
  process.exit(1);
}
const out = {
  source: 'USDA National Nutrient Database for Standard Reference, Release 28 (2016). Public domain.',
  note: 'Subset: every beef record (food group 1300) and the other foods the catalog names; values per 100 g edible portion.',
  foods: Object.fromEntries(Object.entries(foods).sort(([a], [b]) => a.localeCompare(b))),
};
writeFileSync(usdaSubsetFile, JSON.stringify(out) + '\n');
console.log(`wrote ${Object.keys(foods).length} foods (${wanted.size} named by the catalog) to ${usdaSubsetFile}`);
