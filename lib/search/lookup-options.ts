// The values an array parameter takes, read from the lookups (the spec's master lists) by the
// parameter's source in ./kinds.ts: the site's facet options and the service's name → slug
// aliases are the same list.
import type { OptionSource } from '@/lib/search/kinds';
import type { Lookups } from '@/lib/wire/v2';

export type Option = { value: string; label: string };

export function optionsOf(l: Lookups, source: OptionSource): Option[] {
  if ('attribute' in source) {
    return (l.attributesByTypes.find((t) => t.attributeTypeNameSlug === source.attribute)?.attributes ?? []).map(
      (a) => ({ value: a.attributeNameSlug, label: a.attributeName }),
    );
  }
  if ('collections' in source) {
    return l.collections
      .filter((c) => c.objectType.objectTypeNameSlug === source.collections)
      .map((c) => ({ value: c.collectionNameSlug, label: c.collectionName }));
  }
  if ('collectionGroups' in source) {
    return l.collectionGroups
      .filter((g) => g.objectType.objectTypeNameSlug === source.collectionGroups)
      .map((g) => ({ value: g.collectionGroupNameSlug, label: g.collectionGroupName }));
  }
  switch (source.list) {
    case 'allergens':
      return l.allergens.map((a) => ({ value: a.allergenNameSlug, label: a.allergenName }));
    case 'audiences':
      return l.audiences.map((a) => ({ value: a.audienceNameSlug, label: a.audienceName }));
    case 'usdaNutrients':
      return l.usdaNutrients.map((n) => ({ value: n.nutrientDisplayNameSlug, label: n.nutrientDisplayName }));
    case 'ingredientGroups':
      return l.ingredientGroups.map((g) => ({ value: g.ingredientGroupNameSlug, label: g.ingredientGroupName }));
    case 'beefIngredients':
      return l.beefIngredients
        .map((c) => ({ value: c.ingredientNameSlug, label: c.ingredientName }))
        .sort((a, b) => a.label.localeCompare(b.label));
    case 'ingredientPrimals':
      return l.ingredientPrimals.map((c) => ({ value: c.ingredientNameSlug, label: c.ingredientName }));
  }
}
