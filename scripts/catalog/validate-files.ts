// Validates catalog source files against the schema, file by file, without the
// cross-reference pass of the full build: `tsx scripts/catalog/validate-files.ts data/recipes/*.yaml`.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { collectionSource, cutSource, ingredientSource, recipeSource } from '@/scripts/catalog/source-schema';

const schemaFor: Record<string, z.ZodType> = {
  cuts: cutSource,
  recipes: recipeSource,
  ingredients: ingredientSource,
  collections: collectionSource,
};

let failed = 0;
for (const file of process.argv.slice(2)) {
  const kind = basename(dirname(file));
  const schema = schemaFor[kind];
  if (!schema) {
    console.error(`${file}: not under data/{cuts,recipes,ingredients,collections}`);
    failed++;
    continue;
  }
  try {
    const value = parse(readFileSync(file, 'utf8'));
    const result = schema.safeParse(value);
    if (!result.success) {
      failed++;
      for (const issue of result.error.issues)
        console.error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    } else if ((value as { slug?: string }).slug !== basename(file, '.yaml')) {
      failed++;
      console.error(`${file}: slug must equal the file name`);
    }
  } catch (error) {
    failed++;
    console.error(`${file}: ${(error as Error).message}`);
  }
}
console.log(failed ? `${failed} file(s) invalid` : `${process.argv.length - 2} file(s) valid`);
process.exit(failed ? 1 : 0);
