// What a step offers a cook beyond its text: timers for the times it states, and the
// ingredient lines it uses (cook mode shows their amounts beside the step).
import type { Range, Segment, TimeToken } from '@/lib/recipe/parse';
import type { Lang } from '@/lib/recipe/units';

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
const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .match(/\p{L}+/gu) ?? [];

/** How a step can name a line's ingredient: its whole noun ("red wine vinegar"), its head
 *  noun (English names its thing last, Spanish first: "jugo de limón"), and in English the
 *  catalog's name ("Beef Broth" → "broth"). */
function keysOf(line: { name: string; item: string }, lang: Lang): string[] {
  const item = words(line.item);
  const content = item.filter((w) => !STOP.has(w) && w.length > 2);
  const keys = [item.join(' ')];
  const head = lang === 'es' ? content[0] : content.at(-1);
  if (head) keys.push(head);
  // "sesame oil" for "toasted sesame oil": the head with the word that qualifies it.
  if (content.length > 2) keys.push((lang === 'es' ? content.slice(0, 2) : content.slice(-2)).join(' '));
  const name = words(line.name).filter((w) => !STOP.has(w));
  if (lang === 'en' && name.length) keys.push(name.at(-1)!);
  return keys.filter(Boolean);
}

/** Indexes of the lines a step names, in list order: exact or absent. A line is listed when the
 *  step names it by a key no other line shares ("vegetable oil" beside "toasted sesame oil"); a
 *  key two lines share ("oil", or "soy sauce" in both the marinade and the sauce) lists neither,
 *  since the step does not say which one it means. */
export function linesUsed(stepText: string, lines: { name: string; item: string }[], lang: Lang): number[] {
  const text = ` ${words(stepText).join(' ')} `;
  const has = (key: string) => text.includes(` ${key} `) || text.includes(` ${key}s `) || text.includes(` ${key}es `);
  const keys = lines.map((line) => [...new Set(keysOf(line, lang))]);
  const owners = new Map<string, number>();
  for (const k of keys.flat()) owners.set(k, (owners.get(k) ?? 0) + 1);
  return lines.flatMap((_, i) => (keys[i]!.some((k) => owners.get(k) === 1 && has(k)) ? [i] : []));
}
