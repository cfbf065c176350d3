// A steak or roast keeps cooking while it rests, so a recipe that says to cook it until it
// "reads 145 °F for medium rare" ends past medium rare: the text must give the temperature to
// take it off the heat, then the rest (issue 15; the numbers are donenessPlan's). Small pieces
// eaten at once say "at least 145 °F", which this leaves alone, as it does ground beef and braises.
import { DONENESS, donenessOf } from '@/lib/cooking/doneness';
import type { Needs } from '@/scripts/catalog/stages/context';
import type { RecipeSource } from '@/scripts/catalog/source-schema';

/** Moist-heat methods: the meat is done by tenderness, not by a doneness temperature. */
const MOIST = new Set(['braise', 'slow-cooker', 'simmer', 'pressure-cooker']);

const TEMP = String.raw`(\d{3}) °F(?: \(\d+ °C\))?`;
const DONENESS_EN = String.raw`(medium[- ]rare|medium|well[- ]done)\b`;
/** "reads 145 °F for medium rare or 160 °F for medium", "remove at ...", "reaches about ...". */
const TARGET_EN = new RegExp(
  String.raw`\b(?:reads?|registers?|reach(?:es)?|(?:remove|pull)(?:ed)? at) (?:about )?${TEMP} for ${DONENESS_EN}(?:,? or ${TEMP} for ${DONENESS_EN})?`,
  'gi',
);
/** "marque 145 °F (63 °C) para término medio": Spanish names donenesses by region (término
 *  medio, tres cuartos, al punto), so any final temperature of the table counts there. */
const TARGET_ES = new RegExp(
  String.raw`\b(?:marque|marca|registre|alcance|llegue a) (?:unos )?${TEMP} para (?:término|el punto)\b`,
  'gi',
);
const FINALS = new Set(Object.values(DONENESS).map((d) => d.finalF[0]));

/** The final temperatures a text names as the one to cook to, each with its doneness. */
export function finalTemperatureTargets(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(TARGET_EN)) {
    for (const [t, name] of [
      [m[1], m[2]],
      [m[3], m[4]],
    ]) {
      const slug = name && donenessOf(name);
      if (t && slug && Number(t) === DONENESS[slug].finalF[0]) found.push(`${t} °F for ${name}`);
    }
  }
  for (const m of text.matchAll(TARGET_ES)) if (FINALS.has(Number(m[1]))) found.push(m[0]);
  return found;
}

export function checkDonenessTexts({ parsed, tables, err }: Needs<'parsed' | 'tables'>): void {
  for (const { file, v } of parsed.recipes) {
    if (v.attributes['cooking-method']?.every((m) => MOIST.has(m))) continue;
    if (!v.ingredients.some((line) => line.ref && isWholeCut(tables, line.ref))) continue;
    for (const [field, text] of prose(v)) {
      for (const target of finalTemperatureTargets(text))
        err(
          file,
          field,
          `"${target}" is the temperature after the rest: say where to take it off the heat and how long to rest it (donenessPlan in lib/cooking/doneness.ts)`,
        );
    }
  }
}

function isWholeCut(tables: Needs<'tables'>['tables'], slug: string): boolean {
  const cut = tables.cutBySlug.get(slug);
  return !!cut && !cut.v.attributes['beef-category'].includes('ground-beef');
}

function* prose(v: RecipeSource): Generator<[string, string]> {
  yield ['meta', v.meta];
  yield ['description', v.description];
  yield ['kitchenTip', v.kitchenTip];
  for (const [i, step] of v.instructions.entries()) {
    yield [`instructions.${i}.text`, step.text];
    if (step.cookTip) yield [`instructions.${i}.cookTip`, step.cookTip];
  }
}
