import { CollectionCard } from '@/components/collection/collection-card';
import { CutGrid } from '@/components/cut/cut-card';
import type { SaveButtonText } from '@/components/kitchen/save-button-client';
import { RecipeGrid, type CardTime, type RoleLabels } from '@/components/recipe/recipe-card';
import type { CollectionCard as CollectionCardData, CutCard, RecipeCard } from '@/lib/api/views';
import type { SearchKind } from '@/lib/search/kinds';

export type SearchItem = RecipeCard | CutCard | CollectionCardData;

/** A page of results as cards of their kind: compact rows on a phone, a grid beyond. */
export function SearchResultList({
  kind,
  items,
  roles,
  save,
  headingLevel = 2,
  time,
}: {
  kind: SearchKind;
  items: SearchItem[];
  roles: RoleLabels;
  save: SaveButtonText;
  headingLevel?: 2 | 3;
  /** The time the search filtered on, which the recipe cards show. */
  time?: CardTime;
}) {
  if (kind === 'recipes')
    return (
      <RecipeGrid
        recipes={items as RecipeCard[]}
        headingLevel={headingLevel}
        roles={roles}
        save={save}
        compact
        time={time}
      />
    );
  if (kind === 'cuts') return <CutGrid cuts={items as CutCard[]} headingLevel={headingLevel} compact />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {(items as CollectionCardData[]).map((c) => (
        <li key={c.id}>
          <CollectionCard collection={c} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
