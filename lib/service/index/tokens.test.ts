import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { components } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { textWords } from '@/lib/search/criteria';
import { fieldTokens, isStopWord, queryWords, stem } from '@/lib/service/index/tokens';

const snapshot = JSON.parse(readFileSync(join(process.cwd(), '.catalog', 'catalog.json'), 'utf8')) as CatalogSnapshot;

describe('tokens', () => {
  it('fold accents before splitting, split hyphenated words, leave stop words out', () => {
    expect(fieldTokens('Jalapeño')).toEqual(['jalapeno']);
    expect(fieldTokens('Bò Lúc Lắc')).toEqual(['bo', 'luc', 'lac']);
    expect(fieldTokens('Kid-friendly stir-fry of the day')).toEqual(['kid', 'friendli', 'stir', 'fry', 'dai']);
    expect(fieldTokens('Crème Brûlée, crème brûlée')).toEqual(['creme', 'brule']);
    expect(queryWords('the a of an')).toEqual([]);
    expect(queryWords('Grilled STEAKS with a steak rub')).toEqual([
      { word: 'grilled', token: 'grill' },
      { word: 'steaks', token: 'steak' },
      { word: 'rub', token: 'rub' },
    ]);
  });

  it("stem every word of the catalog as Orama's English stemmer does", () => {
    const orama = components.tokenizer.createTokenizer({ stemming: true, language: 'english' });
    const words = new Set(
      snapshot.recipes.flatMap((r) =>
        textWords(
          [r.recipeName, r.recipeDescription, r.kitchenTip, ...r.instructions.map((i) => i.instructionText)].join(' '),
        ),
      ),
    );
    let compared = 0;
    for (const w of words) {
      // Orama's own splitter keeps only ASCII letters, digits and a few accented ones whole.
      if (!/^[a-z0-9]+$/.test(w) || isStopWord(w)) continue;
      expect(stem(w), w).toBe(orama.tokenize(w)[0]);
      compared++;
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
