// What a step offers a cook beyond its text: timers for the times it states, and the
// ingredient lines it uses (cook mode shows their amounts beside the step).
import { parseProse, type QuantityToken, type Range, type Segment, type TimeToken } from '@/lib/recipe/parse';
import { UNITS, type Lang, type UnitId } from '@/lib/recipe/units';

export type StepTimer = { minutes: Range; label: string };

/** One timer per time the step states, longest-first duplicates removed; a range starts at its
 *  lower bound ("8 to 10 minutes" → 8 minutes, labelled with the range). */
export function timersOf(segments: Segment[]): StepTimer[] {
  const seen = new Set<string>();
  const out: StepTimer[] = [];
  for (const s of segments) {
    if (typeof s !== 'object' || s.t !== 'time') continue;
    const t = s as TimeToken;
    // Seconds-long waits ("1 minute") need no timer.
    if (t.minutes.max < 1) continue;
    const key = `${t.minutes.min}-${t.minutes.max}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ minutes: t.minutes, label: t.text });
  }
  return out.slice(0, 3);
}

const STOP = new Set([
  'the',
  'and',
  'with',
  'for',
  'fresh',
  'chopped',
  'ground',
  'large',
  'small',
  'medium',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'con',
  'y',
]);
const plain = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const words = (s: string) => plain(s).match(/\p{L}+/gu) ?? [];

/** What the matcher knows of an ingredient line: the wire's ingredient or recipe name, the
 *  thing its text measures (lib/recipe/parse.ts `itemOf`), its group, its first amount, and
 *  whether its ingredient is a beef cut. */
export type MatchLine = {
  name: string;
  item: string;
  subheading: string;
  amount?: { value: number; unit: UnitId | null };
  beef?: boolean;
};
/** A line a step uses; `part`, when the step uses only a share of it (a divided line). */
export type StepUse = { line: number; part?: number };

const DESCRIBES = new Set(
  (
    'green red yellow white black brown golden sweet hot dry dried light dark low whole kosher sea unsalted salted ' +
    'extra virgin vegetable olive canola peanut sesame plain boneless bone beef chicken pork lean fresh frozen canned ' +
    'ground grated shredded sliced minced diced crushed flaked smoked toasted cold warm baby fine coarse heavy ' +
    'sour cream cherry plum bell chili chile long short wild mixed italian mexican soy fish oyster tomato lime lemon ' +
    'orange apple rice flour bread water wine beer stock garlic onion celery all purpose'
  ).split(' '),
);
// Words that say nothing of which kind a thing is.
const PLAIN = new Set(
  (
    'the and of black ground freshly fresh kosher coarse fine finely chopped minced diced large medium small yellow ' +
    'white de la el negra molida molido recien fresco fresca picada picado picadas picados grande mediana mediano ' +
    'blanca blanco amarilla'
  ).split(' '),
);
const KINDS = new Set(['pimienta', 'chile', 'chiles', 'pimiento', 'pimientos']);
const PIECES = new Set([
  'diente',
  'dientes',
  'hoja',
  'hojas',
  'rama',
  'ramas',
  'ramita',
  'ramitas',
  'tallo',
  'tallos',
  'lata',
  'latas',
  'manojo',
  'trozo',
  'trozos',
  'rebanada',
  'rebanadas',
  'cabeza',
  'pizca',
]);

/** The words a step may call the one beef line by ("add the beef", "regresa la carne"). */
const BEEF_WORDS: Record<Lang, string[]> = { en: ['beef', 'meat'], es: ['carne'] };

/** How a step can name a line's ingredient: its whole noun ("red wine vinegar"), its head
 *  noun (English names its thing last, Spanish first: "jugo de limón"), and in English the
 *  catalog's name ("Beef Broth" → "broth"). */
function keysOf(line: MatchLine, lang: Lang): string[] {
  const item = words(line.item);
  const content = item.filter((w) => !STOP.has(w) && w.length > 2);
  const keys = [item.join(' ')];
  const head = lang === 'es' ? content[0] : content.at(-1);
  if (head) keys.push(head);
  // "dientes de ajo", "hojas de laurel": Spanish names the thing after its piece.
  if (lang === 'es' && head && PIECES.has(head) && content.length > 1) keys.push(content.at(-1)!);
  // "sesame oil" for "toasted sesame oil": the head with the word that qualifies it.
  if (content.length > 2) keys.push((lang === 'es' ? content.slice(0, 2) : content.slice(-2)).join(' '));
  const name = words(line.name).filter((w) => !STOP.has(w));
  if (lang === 'en' && name.length) keys.push(name.at(-1)!);
  // "cayenne", "Worcestershire", "Dijon": English calls a two-word thing by its first word,
  // unless that word only describes ("green onions", "olive oil", "black pepper").
  if (lang === 'en' && content.length >= 2 && !DESCRIBES.has(content[0]!)) keys.push(content[0]!);
  // "pimienta de cayena", "chiles serranos": Spanish calls a kind of pepper by its kind.
  if (lang === 'es' && head && KINDS.has(head) && content.length > 1) keys.push(content[1]!);
  if (line.beef) {
    keys.push(...BEEF_WORDS[lang]);
    // "the shanks", "slice the chuck": a cut by the word that names it.
    const cut = content.find((w) => !DESCRIBES.has(w));
    if (lang === 'en' && cut) keys.push(cut);
  }
  return [...new Set(keys.filter(Boolean))];
}

// A share said in words just before the ingredient: "half the salt", "la mitad de la sal".
const SHARE_WORDS: [RegExp, number][] = [
  [/\b(?:one |a )?half (?:of )?(?:the )?$/, 1 / 2],
  [/\b(?:one |a )third (?:of )?(?:the )?$/, 1 / 3],
  [/\btwo thirds (?:of )?(?:the )?$/, 2 / 3],
  [/\b(?:one |a )quarter (?:of )?(?:the )?$/, 1 / 4],
  [/\bthree quarters (?:of )?(?:the )?$/, 3 / 4],
  [/\bla mitad (?:de )?(?:del |la |las |los |el )?$/, 1 / 2],
  [/\bun tercio (?:de )?(?:del |la |las |los |el )?$/, 1 / 3],
  [/\buna cuarta parte (?:de )?(?:del |la |las |los |el )?$/, 1 / 4],
];
// What is left of a divided line: "the remaining oil", "el resto de la sal", "la sal restante".
const REST_BEFORE =
  /\b(?:remaining |rest of (?:the )?|other half of (?:the )?|resto (?:de )?(?:del |la |las |los |el )?|otra mitad (?:de )?(?:del |la |las |los |el )?|lo que queda (?:de )?(?:del |la |las |los |el )?)$/;
const REST_AFTER = /^ (?:restantes?|que queda|que quedan|remaining)\b/;
// Cooking the line in batches ("add half the beef … repeat with the rest") uses all of it.
const BATCHES = /\b(?:repeat|repite|repitiendo|repetir|batch|batches|tanda|tandas)\b/;
// Where the words that qualify an ingredient stop: "1 teaspoon salt and the pepper".
const CLAUSE = /[,.;:!?()]|\b(?:and|or|with|then|y|o|con|luego)\b/g;

/** The words of the lead's last clause, ending in one space. */
const clauseBefore = (lead: string) =>
  lead.slice(Math.max(0, ...[...lead.matchAll(CLAUSE)].map((m) => m.index! + m[0].length))).replace(/\s*$/, ' ');

/** Names of count units ("cloves", "cans", "dientes"): after a number they measure, and name no
 *  line ("4 cloves garlic" is no ground cloves). */
const COUNT_UNITS = new Set(
  Object.values(UNITS)
    .filter((u) => u.dim === 'count')
    .flatMap((u) => [u.en.one, u.en.other, u.es.one, u.es.other])
    .map((w) => plain(w)),
);
const NUMBER_BEFORE =
  /(?:\d|\b(?:a|an|one|two|three|four|five|six|eight|ten|twelve|un|una|dos|tres|cuatro|cinco|seis|ocho|diez|doce))\s*$/;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word in its singular or plural ("leaves" and "leaf", "tomatoes", "chiles", "limones"). */
const sameWord = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    short === long ||
    long === `${short}s` ||
    long === `${short}es` ||
    (short.endsWith('f') && long === `${short.slice(0, -1)}ves`)
  );
};

/** `unsure`: the step says a measure of it that is no share of the line as counted ("1 cup" of
 *  "1 can"): how much it uses is not said, so it is not listed. */
type Said = { whole: true } | { part: number } | { rest: true } | { unsure: true };

/** What a step says of how much of a line it uses, from the words before (and after) where it
 *  names it: an amount with its unit ("1 teaspoon of the oil"), a share in words, the rest. */
function amountSaid(lead: string, tail: string, line: MatchLine, lang: Lang, batches: boolean): Said {
  const clause = clauseBefore(lead);
  const said = parseProse(clause, lang);
  const q = said.findLast((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && s.unit !== null);
  const after = q ? said.slice(said.indexOf(q) + 1) : [];
  if (q && after.every((s) => typeof s === 'string') && (after.join('').match(/\p{L}+/gu) ?? []).length <= 3) {
    const own = line.amount;
    // "1 tablespoon onto each roll", "spread each with 1 tablespoon": a portion of each, the
    // whole line in all; "pour off all but 3 tablespoons of the oil" keeps what is left.
    // "save 1 tablespoon of the flour" sets some of it aside: the step has it all.
    const sentence = lead.split(/[.;!?]/).at(-1)! + tail.split(/[.;!?]/)[0]!;
    const before = clause.slice(0, clause.lastIndexOf(q.text));
    if (
      !q.scales ||
      /\b(?:each|every|cada)\b/.test(sentence) ||
      /\b(?:all but|todo menos|save|reserve|set aside|reserva|guarda)\s*(?:about\s*)?$/.test(before)
    )
      return { whole: true };
    // A measure said of a line counted in items ("1 cup meat sauce" of "1 can tomato sauce",
    // "1 tablespoon garlic" of "4 cloves garlic"): how much of the line, the step does not say.
    if (own?.unit && UNITS[own.unit].dim === 'count') return { unsure: true };
    if (!own?.unit || UNITS[own.unit].dim !== UNITS[q.unit!].dim) return { whole: true };
    const part = (q.amount.max * UNITS[q.unit!].factor) / (own.value * UNITS[own.unit].factor);
    return part < 0.98 ? { part } : { whole: true };
  }
  if (REST_BEFORE.test(clause) || REST_AFTER.test(tail)) return { rest: true };
  if (batches) return { whole: true };
  for (const [re, part] of SHARE_WORDS) if (re.test(clause)) return { part };
  return { whole: true };
}

/** The lines each step of a method uses, in list order: exact or absent. A line is listed when
 *  the step names it by a key no other line shares ("vegetable oil" beside "toasted sesame
 *  oil"), or by a shared key ("soy sauce" in the marinade and the sauce) that the amount said
 *  before it ("1 teaspoon cornstarch") or the step's group ("Sauce") settles; otherwise neither.
 *  The longest key wins where keys overlap ("beef broth" is not "beef"). A divided line gets the
 *  share the step says ("1 teaspoon of the oil", "half the salt"); "the remaining oil" gets what
 *  the other steps leave. */
export function methodUses(steps: { text: string; subheading: string }[], lines: MatchLine[], lang: Lang): StepUse[][] {
  const keys = lines.map((line) => keysOf(line, lang).map((k) => k.split(' ')));
  const owners = new Map<string, number[]>();
  keys.forEach((ks, i) => ks.forEach((k) => owners.set(k.join(' '), [...(owners.get(k.join(' ')) ?? []), i])));
  const byLength = [...new Set(keys.flat().map((k) => k.join(' ')))]
    .map((k) => k.split(' '))
    .sort((a, b) => b.length - a.length);
  // A line or step without a subheading belongs to the group above it.
  let group = '';
  const groups = lines.map((l) => (group = plain(l.subheading).trim() || group));
  // Groups a step is headed by ("Gremolata"): their lines are that step's to name.
  const stepGroups = new Set(steps.map((s) => plain(s.subheading).trim()).filter(Boolean));
  group = '';
  const said = steps.map((step) => {
    if (step.subheading) group = plain(step.subheading).trim();
    const text = plain(step.text);
    const found = [...text.matchAll(/\p{L}+/gu)];
    const batches = BATCHES.test(text);

    const uses = new Map<number, Said[]>();
    for (let w = 0; w < found.length;) {
      const at = (n: number) => found[w + n]?.[0];
      const key = byLength.find((k) => k.every((kw, n) => at(n) !== undefined && sameWord(at(n)!, kw)));
      if (!key) {
        w++;
        continue;
      }
      const start = found[w]!.index!;
      if (key.length === 1 && COUNT_UNITS.has(key[0]!) && NUMBER_BEFORE.test(text.slice(0, start))) {
        w++;
        continue;
      }
      const last = found[w + key.length - 1]!;
      w += key.length;
      const lead = text.slice(0, start);
      const tail = text.slice(last.index! + last[0].length);
      let candidates = owners.get(key.join(' '))!;
      if (candidates.length > 1) {
        // The amount said before the name, or the step's group, may tell which line it means.
        const byAmount = candidates.filter((i) => saysAmount(lead, lines[i]!, lang));
        const byGroup = candidates.filter((i) => group && groups[i] === group);
        // "salt and pepper" is black pepper, "the onion" not the green onions: a bare name means
        // the one line that is that thing with no other kind said.
        const bare = candidates.filter((i) =>
          keys[i]![0]!.every((w) => PLAIN.has(w) || key.some((kw) => sameWord(w, kw))),
        );
        // "the garlic" in the sauce beside the gremolata's garlic: a line of a group another
        // step is headed by is that step's, so a plain name elsewhere means the other line.
        // Only between lines of one thing: "the meat" beside two cuts stays unsaid.
        const same = candidates.every((i) => keys[i]![0]!.join(' ') === keys[candidates[0]!]![0]!.join(' '));
        const free = same ? candidates.filter((i) => !stepGroups.has(groups[i]!)) : [];
        candidates =
          byAmount.length === 1
            ? byAmount
            : byGroup.length === 1
              ? byGroup
              : bare.length === 1 && key.length === 1 && last[0] === key[0]
                ? bare
                : // "the bell peppers" beside a red and a green one, "los pimientos": both.
                  (key.length > 1 || lang === 'es') && last[0] !== key.at(-1)
                  ? candidates
                  : free.length === 1
                    ? free
                    : [];
      }
      for (const i of candidates)
        uses.set(i, [...(uses.get(i) ?? []), amountSaid(lead, tail, lines[i]!, lang, batches)]);
    }
    // "all the marinade ingredients", "all of the spice blend": every line of that group.
    for (const g of new Set(groups)) {
      const head = g.split(' ').at(-1)!;
      const named = [g, ...([...new Set(groups)].filter((x) => x.endsWith(head)).length === 1 ? [head] : [])].filter(
        Boolean,
      );
      const says = named
        .map(escapeRe)
        .some((n) =>
          new RegExp(
            String.raw`\b(?:all (?:of )?the ${n}s?\b|${n}s? ingredients\b|todos los ingredientes de(?:l| la) ${n}\b)`,
          ).test(text),
        );
      if (!says) continue;
      groups.forEach((x, i) => {
        if (x === g && !uses.has(i)) uses.set(i, [{ whole: true }]);
      });
    }
    return uses;
  });
  // A line's share in each step. A share said once outweighs plain mentions ("until the butter
  // foams"); a share and the rest in one step ("1 tablespoon of the oil … repeat with the
  // remaining oil") is what the other steps leave.
  const shares = said.map(
    (uses) =>
      new Map(
        [...uses]
          // A count that is no share of the line, with no share said besides: not listed.
          .filter(([, s]) => !s.some((x) => 'unsure' in x) || s.some((x) => 'part' in x || 'rest' in x))
          .map(([i, s]): [number, Said] => {
            if (s.some((x) => 'rest' in x)) return [i, { rest: true }];
            if (!s.some((x) => 'part' in x)) return [i, { whole: true }];
            const part = s.reduce((sum, x) => sum + ('part' in x ? x.part : 0), 0);
            return [i, part < 0.98 ? { part } : { whole: true }];
          }),
      ),
  );
  return shares.map((uses, n) =>
    [...uses]
      .sort(([a], [b]) => a - b)
      .map(([line, s]): StepUse => {
        if ('part' in s) return { line, part: s.part };
        if (!('rest' in s)) return { line };
        const others = shares.reduce((sum, u, m) => {
          const x = u.get(line);
          return m !== n && x && 'part' in x ? sum + x.part : sum;
        }, 0);
        return others > 0.02 && others < 0.98 ? { line, part: 1 - others } : { line };
      }),
  );
}

/** Whether the words before a name state exactly the line's own amount ("1 teaspoon
 *  cornstarch" for the 1-teaspoon line). */
function saysAmount(lead: string, line: MatchLine, lang: Lang): boolean {
  const said = parseProse(clauseBefore(lead), lang);
  const q = said.findLast((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && s.unit !== null);
  if (!q || !line.amount?.unit || q.unit !== line.amount.unit) return false;
  const after = said.slice(said.indexOf(q) + 1);
  return (
    after.every((s) => typeof s === 'string') &&
    (after.join('').match(/\p{L}+/gu) ?? []).length <= 3 &&
    Math.abs(q.amount.max - line.amount.value) < 0.01
  );
}
