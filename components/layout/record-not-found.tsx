import Link from 'next/link';
import { NotFoundStatus } from '@/components/layout/not-found-status';

const KINDS = {
  recipe: { noun: 'recipe', title: 'Recipe', search: 'Search recipes', path: '/recipes' },
  'beef cut': { noun: 'beef cut', title: 'Beef cut', search: 'Search cuts', path: '/cuts' },
  'recipe collection': { noun: 'collection', title: 'Collection', search: 'Search recipes', path: '/recipes' },
  'cut collection': { noun: 'cut guide', title: 'Cut guide', search: 'Search cut guides', path: '/cuts/collections' },
} as const;

/** A record page's answer for a slug the service does not know: this page, with the 404
 *  status, rendered as HTML (see NotFoundStatus for why pages return it instead of calling
 *  notFound()). */
export function MissingRecord({ what }: { what: keyof typeof KINDS }) {
  return (
    <>
      <RecordNotFound what={what} />
      <NotFoundStatus />
    </>
  );
}

/** The helpful 404 of a record page: search that kind, or browse. */
export function RecordNotFound({ what }: { what: keyof typeof KINDS }) {
  const kind = KINDS[what];
  const label = kind.search;
  const searchPath = kind.path;
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <title>{`${kind.title} not found | Beef Atlas`}</title>
      <h1 className="text-3xl font-extrabold">We couldn’t find that {kind.noun}</h1>
      <p className="text-muted">It may have been renamed or taken down. Search, or start from a cut you have.</p>
      <form action={searchPath} method="get" role="search" aria-label="Not found" className="flex gap-2">
        <label htmlFor="nf-search" className="sr-only">
          {label}
        </label>
        <input
          id="nf-search"
          name="searchText"
          type="search"
          className="w-full rounded-md border border-stone-300 px-3 py-2"
          placeholder={`${label}…`}
        />
        <button className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">Search</button>
      </form>
      <p>
        <Link href="/recipes" className="text-brand-700 underline">
          All recipes
        </Link>{' '}
        ·{' '}
        <Link href="/cuts" className="text-brand-700 underline">
          Browse beef cuts
        </Link>
      </p>
    </div>
  );
}
