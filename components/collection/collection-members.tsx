import { CutGrid } from '@/components/cut/cut-card';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import type { CollectionView, CutCard, RecipeCard } from '@/lib/api/views';
import { itemList } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

export const COLLECTION_PAGE_SIZE = 24;

/** Reads `?page=` (runtime data), so it renders inside a Suspense boundary. */
export async function CollectionMembers({ collection, searchParams }: { collection: CollectionView<RecipeCard> | CollectionView<CutCard>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).page;
  const requested = Number(Array.isArray(raw) ? raw[0] : raw);
  const total = collection.items.length;
  const totalPages = Math.max(1, Math.ceil(total / COLLECTION_PAGE_SIZE));
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, totalPages) : 1;
  const start = (page - 1) * COLLECTION_PAGE_SIZE;
  const hrefFor = (p: number) => (p === 1 ? collection.path : `${collection.path}?page=${p}`);
  const items = collection.items.slice(start, start + COLLECTION_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <JsonLd data={itemList(items, absoluteUrl)} />
      <p className="text-sm text-muted" aria-live="polite">
        {total === 0 ? 'Nothing here yet.' : `Showing ${start + 1}-${start + items.length} of ${total}`}
      </p>
      {collection.kind === 'recipe' ? <RecipeGrid recipes={items as RecipeCard[]} headingLevel={2} /> : <CutGrid cuts={items as CutCard[]} headingLevel={2} />}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Collection pages" />
    </div>
  );
}
