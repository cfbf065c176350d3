// What a default listing leaves out (lib/search/kinds.ts `leaveOut`: sub-recipes and foodservice
// recipes on the recipe search). The service has no exclusion parameters, so the site asks for
// every other value of the parameter instead: a search any upstream understands. A parameter a
// record may lack (`absentBelongs`: the audience, the course) cannot be scoped so, since a record
// without it matches no value: the service is asked without it and the page drops those cards
// (narrowPage; sub-recipe cards are known by their ids, components/search/search-page.tsx).
// The reader's URL and filters stay as they were; only the criteria sent to the service differ.
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
  applying: readonly LeaveOut[] = leftOut(kind, criteria),
): C {
  // A rule none of whose values the service's lookups have leaves nothing out (values are exact
  // matches of the master lists), and scoping by it would lose every record without the parameter.
  const known = (rule: LeaveOut) => (options[rule.param] ?? []).some((o) => rule.values.includes(o.value));
  const rules = applying.filter((rule) => !rule.absentBelongs && known(rule));
  if (!rules.length) return criteria;
  const scoped: AnyCriteria = { ...criteria };
  for (const rule of rules) {
    scoped[rule.param] = (options[rule.param] ?? []).map((o) => o.value).filter((v) => !rule.values.includes(v));
  }
  return scoped as C;
}

/** The rules as the service's records allow: an `absentBelongs` rule is scoped like any other
 *  (every other value: full pages, exact counts) when no record lacks its parameter (`lacks`,
 *  lib/api/content.ts someRecipeLacks). */
export async function settleRules(
  rules: readonly LeaveOut[],
  lacks: (param: string) => Promise<boolean>,
): Promise<LeaveOut[]> {
  return Promise.all(
    rules.map(async (rule) => {
      if (!rule.absentBelongs || (await lacks(rule.param))) return rule;
      return { role: rule.role, param: rule.param, values: rule.values };
    }),
  );
}

type Page = { items: object[]; totalCount: number; facetCounts?: Record<string, Record<string, number>> };
const roleOf = (item: object) => ('role' in item ? item.role : undefined);

/** The page a default listing shows: the cards of each `absentBelongs` rule that applies
 *  dropped, and the count net of them (the service's facet counts of the rule's values; the
 *  cards dropped when the page is the whole listing; else the service's total). `pagedCount`:
 *  the service's own total, which the pages stay numbered by, so every record is on exactly
 *  one page (a page may show fewer cards); null when nothing was dropped from the count. */
export function narrowPage<P extends Page>(
  rules: readonly LeaveOut[],
  page: P,
): { page: P; pagedCount: number | null } {
  const dropped = rules.filter((rule) => rule.absentBelongs);
  if (!dropped.length) return { page, pagedCount: null };
  const items = page.items.filter((item) => !dropped.some((rule) => roleOf(item) === rule.role));
  let less = 0;
  for (const rule of dropped) {
    const counts = page.facetCounts?.[rule.param];
    if (counts) less += rule.values.reduce((sum, v) => sum + (counts[v] ?? 0), 0);
    else if (page.items.length >= page.totalCount)
      less += page.items.filter((item) => roleOf(item) === rule.role).length;
  }
  const totalCount = Math.max(items.length, page.totalCount - less);
  return {
    page: { ...page, items, totalCount },
    pagedCount: totalCount === page.totalCount ? null : page.totalCount,
  };
}
