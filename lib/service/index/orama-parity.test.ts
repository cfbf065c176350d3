// What the search keeps of Orama, which it searched with before its own index. Issue 18 made
// the matching and the ranking depart from Orama's on purpose (stop words left out, accents
// folded before splitting, typo budgets by length with a swap as one typo, prefixes on the
// last word only, fields ranked by tier instead of a name boost), so the former check that
// pages equal Orama's is gone. What remains true, checked here against Orama itself over the
// real catalog: between recipes that match a word the same way in the same field, the order
// is Orama's BM25 (its parameters, tf and field lengths over distinct tokens).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, insertMultiple, search, type Orama } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { orderByScore } from '@/lib/service/index/order';
import { SEARCH_POLICY } from '@/lib/service/index/term-match';
import { fieldTokens, stem } from '@/lib/service/index/tokens';
import { RECIPE_SCHEMA, recipeContext, recipeDoc } from '@/lib/service/index/catalog-index';
import { buildStore } from '@/lib/service/store';

const snapshot = JSON.parse(readFileSync(join(process.cwd(), '.catalog', 'catalog.json'), 'utf8')) as CatalogSnapshot;
const store = buildStore(snapshot);
const index = store.recipes.index;
const FIELDS = RECIPE_SCHEMA.textFields;

// Orama is given the index's own tokens (no stemming of its own), so only its ranking is compared.
const db = create({
  schema: Object.fromEntries(FIELDS.map((f) => [f, 'string'])) as never,
  components: { tokenizer: { stemming: false, language: 'english' } },
}) as unknown as Orama<Record<string, string>>;
const ctx = recipeContext(snapshot);
const online = snapshot.recipes.filter((r) => r.isOnline);
const tokens = online.map((r) => recipeDoc(r, ctx).text.map(fieldTokens));
insertMultiple(
  db,
  online.map((r, i) => ({
    id: String(r.recipeID),
    ...Object.fromEntries(FIELDS.map((f, j) => [f, tokens[i]![j]!.join(' ')])),
  })) as never,
);

async function oramaOrder(token: string, field: string): Promise<number[]> {
  const res = await search(db, {
    term: token,
    properties: [field],
    exact: true,
    tolerance: 0,
    threshold: 0,
    limit: 10_000,
  } as never);
  return (res as unknown as { hits: { id: string }[] }).hits.map((h) => Number(h.id));
}

const WORDS = ['steak', 'beef', 'grill', 'garlic', 'lime', 'onion', 'sauce', 'tacos', 'brisket', 'roast', 'rice'];

describe('ranking kept from Orama', () => {
  it("orders the recipes matching a word in the same field by Orama's BM25", async () => {
    expect(tokens.flat(2).every((t) => /^[a-z0-9]+$/.test(t))).toBe(true);
    let compared = 0;
    for (const word of WORDS) {
      const token = stem(word);
      // The word itself only (no typos, no prefix): every match is exact.
      const match = index.word({ word, token }, { ...SEARCH_POLICY, typos: false }, false);
      const ours = Array.from(orderByScore(match.docs, match.scores), (d) => index.ix.ids[d]!);
      const bestField = new Map(
        online.map((r, i) => [r.recipeID, tokens[i]!.findIndex((field) => field.includes(token))]),
      );
      for (const [f, field] of FIELDS.entries()) {
        const inField = (id: number) => bestField.get(id) === f;
        const expected = (await oramaOrder(token, field)).filter(inField);
        expect(ours.filter(inField), `${word} in ${field}`).toEqual(expected);
        if (expected.length > 1) compared++;
      }
    }
    expect(compared).toBeGreaterThan(15);
  });
});
