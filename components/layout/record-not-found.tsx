import Link from 'next/link';

/** The helpful 404 of a record page: search that kind, or browse. */
export function RecordNotFound({ what, searchPath }: { what: 'recipe' | 'beef cut'; searchPath: '/recipes' | '/cuts' }) {
  const label = what === 'recipe' ? 'Search recipes' : 'Search cuts';
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <title>{`${what === 'recipe' ? 'Recipe' : 'Beef cut'} not found | Beef Atlas`}</title>
      <h1 className="text-3xl font-extrabold">We couldn’t find that {what}</h1>
      <p className="text-muted">It may have been renamed or taken down. Search, or start from a cut you have.</p>
      <form action={searchPath} method="get" role="search" aria-label="Not found" className="flex gap-2">
        <label htmlFor="nf-search" className="sr-only">
          {label}
        </label>
        <input id="nf-search" name="searchText" type="search" className="w-full rounded-md border border-stone-300 px-3 py-2" placeholder={`${label}…`} />
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
