// What a default listing leaves out (lib/search/kinds.ts `leaveOut`: sub-recipes and foodservice
// recipes on the recipe search). The service has no exclusion parameters, so the site asks for
// every other value of the parameter instead: a search any upstream understands. The reader's
// URL and filters stay as they were; only the criteria sent to the service differ.
import { SEARCH_KINDS, type KindSpec, type LeaveOut, type SearchKind } from '@/lib/search/kinds';
import type { AnyCriteria } from '@/lib/search/params';

type Option = { value: string };

const leaveOutOf = (kind: SearchKind): readonly LeaveOut[] => (SEARCH_KINDS[kind] as KindSpec).leaveOut ?? [];

/** The rule that finds a kind's sub-recipes, for labelling their cards where a listing holds them. */
export const subRecipeRule = (kind: SearchKind): LeaveOut | undefined =>
  leaveOutOf(kind).find((rule) => rule.role === 'sub-recipe');

/** The rules that apply to these criteria: none with text (a reader searching "chimichurri"
 *  wants the sauce), and none for a parameter the reader set. */
export function leftOut(kind: SearchKind, criteria: AnyCriteria): LeaveOut[] {
  if (typeof criteria.searchText === 'string' && criteria.searchText.trim()) return [];
  return leaveOutOf(kind).filter((rule) => !((criteria[rule.param] as string[] | undefined) ?? []).length);
}

/** The criteria to send: each rule that applies asks for every other value of its parameter
 *  (`options`: the parameter's values, from the lookups). */
export function scopedCriteria<C extends AnyCriteria>(
  kind: SearchKind,
  criteria: C,
  options: Record<string, readonly Option[]>,
): C {
  const rules = leftOut(kind, criteria);
  if (!rules.length) return criteria;
  const scoped: AnyCriteria = { ...criteria };
  for (const rule of rules) {
    scoped[rule.param] = (options[rule.param] ?? []).map((o) => o.value).filter((v) => !rule.values.includes(v));
  }
  return scoped as C;
}
