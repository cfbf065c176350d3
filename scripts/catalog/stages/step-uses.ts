// Cook mode's "You need" is exact or absent. Each step of a recipe source names the lines it
// uses (`uses`), with the amount it uses of a divided line; this stage checks that every named
// line exists, that every line is used by some step, that the shares of a divided line add up
// to the line, and that the site's own reading of the step text (lib/api/views.ts
// `methodUsesOf`, the wire's text only, as for any upstream) finds exactly those lines and
// shares. So the page lists what was authored with no field the spec does not have.
import { methodUsesOf } from '@/lib/api/views';
import { parseLine, type QuantityToken } from '@/lib/recipe/parse';
import type { StepUse } from '@/lib/recipe/steps';
import { UNITS } from '@/lib/recipe/units';
import type { Needs } from '@/scripts/catalog/stages/context';
import { PENDING } from '@/scripts/catalog/step-uses-pending';
import type { RecipeSource } from '@/scripts/catalog/source-schema';

const TOLERANCE = 0.02;

/** What a recipe's lines are called in `uses`: the slug alone when one line has it, `slug#n`
 *  always. */
export function lineRefs(r: RecipeSource): Map<string, number> {
  const seen = new Map<string, number>();
  const refs = new Map<string, number>();
  r.ingredients.forEach((l, i) => {
    const slug = (l.ref ?? l.recipe)!;
    const n = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, n);
    refs.set(`${slug}#${n}`, i);
  });
  for (const [slug, n] of seen) if (n === 1) refs.set(slug, refs.get(`${slug}#1`)!);
  return refs;
}

const mainOf = (segments: ReturnType<typeof parseLine>['segments']) =>
  segments.find((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && !!s.main);

/** What a step's `amount` is as a share of its line, or why it cannot be one. */
function shareOf(amount: string, line: string, lang: 'en' | 'es'): number | string {
  const said = mainOf(parseLine(amount, lang).segments);
  const own = mainOf(parseLine(line, lang).segments);
  if (!said) return `"${amount}" is not an amount`;
  // Items are shared in the line's own unit ("1/2" of "1 onion", "1 can" of "2 cans").
  const counted = (q: QuantityToken) => !q.unit || UNITS[q.unit].dim === 'count';
  if (own && counted(own) && counted(said) && own.unit === said.unit) return said.amount.max / own.amount.max;
  if (!said.unit || !own?.unit || UNITS[own.unit].dim !== UNITS[said.unit].dim || counted(own))
    return `"${amount}" cannot be a share of "${line}"`;
  return (said.amount.max * UNITS[said.unit].factor) / (own.amount.max * UNITS[own.unit].factor);
}

const describe = (uses: StepUse[], names: string[]) =>
  uses.length
    ? uses.map((u) => names[u.line] + (u.part !== undefined ? ` (${Math.round(u.part * 100)}%)` : '')).join(', ')
    : 'nothing';

export function checkStepUses(ctx: Needs<'parsed' | 'recipeRecords'>): void {
  const records = new Map(ctx.recipeRecords.map((r) => [r.recipeNameSlug, r]));
  for (const { file, v: r } of ctx.parsed.recipes) {
    const lang = r.isSpanish ? 'es' : 'en';
    const refs = lineRefs(r);
    const names = r.ingredients.map((l, i) => `${l.ref ?? l.recipe} (line ${i + 1}: "${l.text}")`);
    const authored = r.instructions.map((step, s): StepUse[] => {
      const uses: StepUse[] = [];
      step.uses.forEach((u, k) => {
        const ref = typeof u === 'string' ? u : u.line;
        const line = refs.get(ref);
        if (line === undefined) {
          ctx.err(file, `instructions.${s}.uses.${k}`, `no ingredient line "${ref}" (slug, or slug#n when repeated)`);
          return;
        }
        if (typeof u === 'string') return void uses.push({ line });
        const part = shareOf(u.amount, r.ingredients[line]!.text, lang);
        if (typeof part === 'string') ctx.err(file, `instructions.${s}.uses.${k}.amount`, part);
        else uses.push(part < 1 - TOLERANCE ? { line, part } : { line });
      });
      return uses.sort((a, b) => a.line - b.line);
    });
    const pending = new Set((PENDING[r.slug] ?? []).map((ref) => refs.get(ref) ?? -1));
    if (pending.has(-1)) ctx.err(file, 'ingredients', `step-uses-pending.ts names a line this recipe does not have`);
    r.ingredients.forEach((_, i) => {
      const used = authored.flat().filter((u) => u.line === i);
      const shares = used.filter((u) => u.part !== undefined);
      // A line may also be named whole beside its shares ("season the beef", "sear half the
      // beef", "the rest", "return the beef"); the shares themselves make the whole line.
      const sum = shares.reduce((t, u) => t + u.part!, 0);
      const problem = !used.length
        ? `${names[i]} is used by no step: name it in a step's text and uses`
        : shares.length && Math.abs(sum - 1) > TOLERANCE
          ? `the steps' shares of ${names[i]} add up to ${Math.round(sum * 100)}%`
          : undefined;
      if (problem && !pending.has(i)) ctx.err(file, `ingredients.${i}`, problem);
      if (!problem && pending.has(i))
        ctx.err(file, `ingredients.${i}`, `${names[i]} is used as it should be now: take it off step-uses-pending.ts`);
    });
    const record = records.get(r.slug);
    if (!record) continue;
    const read = methodUsesOf(record);
    authored.forEach((uses, s) => {
      const found = read[s] ?? [];
      const same =
        found.length === uses.length &&
        found.every((f, k) => f.line === uses[k]!.line && Math.abs((f.part ?? 1) - (uses[k]!.part ?? 1)) <= TOLERANCE);
      if (!same)
        ctx.err(
          file,
          `instructions.${s}.uses`,
          `the step names ${describe(uses, names)}, but the site reads ${describe(found, names)} in "${r.instructions[s]!.text}"`,
        );
    });
  }
}
