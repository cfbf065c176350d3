import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { components } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { fieldTokens } from '@/lib/service/index/tokens';

const snapshot = JSON.parse(readFileSync(join(process.cwd(), '.catalog', 'catalog.json'), 'utf8')) as CatalogSnapshot;

describe('field tokens', () => {
  it("are Orama's English tokens (stemmed, distinct, in order) for every text of the catalog", () => {
    const orama = components.tokenizer.createTokenizer({ stemming: true, language: 'english' });
    const texts = [
      ...snapshot.recipes.flatMap((r) => [
        r.recipeName,
        r.recipeDescription,
        r.kitchenTip,
        ...r.instructions.map((i) => i.instructionText),
        ...r.ingredients.map((i) => i.ingredientText),
      ]),
      ...snapshot.cuts.flatMap((c) => [c.ingredientName, c.ingredientText, c.butchersTip]),
      "Kid-friendly O'Brien's Crème Brûlée — 2½ cups, naïve café, ÀÉÌ, ßteak",
    ];
    for (const t of texts) expect(fieldTokens(t), t).toEqual(orama.tokenize(t));
  });
});
