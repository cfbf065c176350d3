// Filling UI strings (lib/i18n/dictionaries.ts) in: apart from the dictionaries, so a client
// island that gets its strings as props does not ship every language.

/** A string with its `{name}` slots filled in (a slot without a value stays as it is). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));

/** The one or many form of a [one, many] pair, for a count. */
export const plural = <T>(pair: readonly [T, T], n: number): T => (n === 1 ? pair[0] : pair[1]);
