// Every compiled record must pass the strict v2 wire schemas, so a shape error fails the
// build instead of a request. At most five issues per record keep one mistake readable.
import type { z } from 'zod';
import { wire } from '@/lib/wire/v2';
import type { Needs } from '@/scripts/catalog/stages/context';

export function checkWire(ctx: Needs<'parsed' | 'cutRecords' | 'recipeRecords' | 'collectionRecords' | 'lookups'>) {
  const { err, parsed } = ctx;
  const check = (schema: z.ZodType, value: unknown, file: string) => {
    const res = schema.safeParse(value);
    if (!res.success)
      for (const issue of res.error.issues.slice(0, 5))
        err(file, issue.path.join('.'), `compiled record breaks the wire schema: ${issue.message}`);
  };
  const collectionFile = (c: { collectionNameSlug: string }) => `data/collections/${c.collectionNameSlug}.yaml`;
  ctx.cutRecords.forEach((c, i) => check(wire.cutFull, c, parsed.cuts[i]!.file));
  ctx.recipeRecords.forEach((r, i) => check(wire.recipeFull, r, parsed.recipes[i]!.file));
  ctx.collectionRecords.recipeCollections.forEach((c) => check(wire.recipeCollectionFull, c, collectionFile(c)));
  ctx.collectionRecords.cutCollections.forEach((c) => check(wire.cutCollectionFull, c, collectionFile(c)));
  check(wire.lookups, ctx.lookups, 'data/taxonomy');
}
