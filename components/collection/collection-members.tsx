import { CutGrid } from '@/components/cut/cut-card';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import type { CollectionView, CutCard, RecipeCard } from '@/lib/api/views';
import { COLLECTION_PAGE_SIZE, collectionPageCount, collectionPageHref } from '@/lib/collection/paging';
import { itemList } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

/** One page of a collection's members; the route has checked that the page exists. */
export function CollectionMembers({
  collection,
  page,
}: {
  collection: CollectionView<RecipeCard> | CollectionView<CutCard>;
  page: number;
}) {
  const total = collection.items.length;
  const start = (page - 1) * COLLECTION_PAGE_SIZE;
  const items = collection.items.slice(start, start + COLLECTION_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <JsonLd data={itemList(items, absoluteUrl)} />
      <p className="text-sm text-muted" aria-live="polite">
        {total === 0 ? 'Nothing here yet.' : `Showing ${start + 1}-${start + items.length} of ${total}`}
      </p>
      {collection.kind === 'recipe' ? (
        <RecipeGrid recipes={items as RecipeCard[]} headingLevel={2} />
      ) : (
        <CutGrid cuts={items as CutCard[]} headingLevel={2} />
      )}
      <Pagination
        page={page}
        totalPages={collectionPageCount(total)}
        hrefFor={(p) => collectionPageHref(collection.path, p)}
        label="Collection pages"
      />
    </div>
  );
}
