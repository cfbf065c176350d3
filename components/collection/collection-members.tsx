import { CutGrid } from '@/components/cut/cut-card';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import type { CollectionView, CutCard, RecipeCard } from '@/lib/api/views';
import { COLLECTION_PAGE_SIZE, collectionPageCount, collectionPageHref } from '@/lib/collection/paging';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary, formatNumber } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { itemList } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';
import { saveText } from '@/components/kitchen/save-text';

/** One page of a collection's members; the route has checked that the page exists. */
export function CollectionMembers({
  collection,
  page,
  lang = 'en',
}: {
  collection: CollectionView<RecipeCard> | CollectionView<CutCard>;
  page: number;
  lang?: Lang;
}) {
  const t = dictionary(lang);
  const total = collection.items.length;
  const start = (page - 1) * COLLECTION_PAGE_SIZE;
  const items = collection.items.slice(start, start + COLLECTION_PAGE_SIZE);
  const n = (x: number) => formatNumber(lang, x);
  return (
    <div className="space-y-4">
      <JsonLd data={itemList(items, absoluteUrl)} />
      <p className="text-sm text-muted" aria-live="polite">
        {total === 0
          ? t.collection.empty
          : fill(t.collection.showing, { from: n(start + 1), to: n(start + items.length), total: n(total) })}
      </p>
      {collection.kind === 'recipe' ? (
        <RecipeGrid recipes={items as RecipeCard[]} headingLevel={2} lang={lang} save={saveText(lang)} />
      ) : (
        <CutGrid cuts={items as CutCard[]} headingLevel={2} />
      )}
      <Pagination
        page={page}
        totalPages={collectionPageCount(total)}
        hrefFor={(p) => collectionPageHref(collection.path, p)}
        label={t.collection.pages}
        strings={t.pagination}
      />
    </div>
  );
}
