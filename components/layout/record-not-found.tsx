import Link from 'next/link';
import { NotFoundStatus } from '@/components/layout/not-found-status';
import type { Lang, NotFoundKind } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';

const SEARCH_PATH: Record<NotFoundKind, string> = {
  recipe: '/recipes',
  'beef cut': '/cuts',
  'recipe collection': '/recipes',
  'cut collection': '/cuts/collections',
};

type Props = {
  what: NotFoundKind;
  /** The language of the page (of the record the URL most likely meant). */
  lang?: Lang;
  /** The record the URL most likely meant, offered first. */
  suggestion?: { name: string; path: string } | null;
};

/** A record page's answer for a slug the service does not know: this page, with the 404
 *  status, rendered as HTML (see NotFoundStatus for why pages return it instead of calling
 *  notFound()). */
export function MissingRecord(props: Props) {
  return (
    <>
      <RecordNotFound {...props} />
      <NotFoundStatus />
    </>
  );
}

/** The helpful 404 of a record page: the likely record, a search of that kind, or browse. A
 *  Spanish one searches the Spanish recipes. */
export function RecordNotFound({ what, lang = 'en', suggestion }: Props) {
  const t = dictionary(lang).notFound;
  const kind = t.records[what];
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <title>{`${kind.title} | Beef Atlas`}</title>
      <h1 className="text-3xl font-extrabold">{kind.heading}</h1>
      {suggestion && (
        <p className="text-lg">
          {t.didYouMean}{' '}
          <Link href={suggestion.path} className="font-semibold text-brand-700 underline">
            {suggestion.name}
          </Link>
          ?
        </p>
      )}
      <p className="text-muted">{t.recordText}</p>
      <form action={SEARCH_PATH[what]} method="get" role="search" aria-label={t.form} className="flex gap-2">
        <label htmlFor="nf-search" className="sr-only">
          {kind.search}
        </label>
        <input
          id="nf-search"
          name="searchText"
          type="search"
          className="w-full rounded-md border border-stone-300 px-3 py-2"
          placeholder={`${kind.search}…`}
        />
        {lang === 'es' && SEARCH_PATH[what] === '/recipes' && (
          <input type="hidden" name="isSpanishRecipe" value="true" />
        )}
        <button className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{t.search}</button>
      </form>
      <p>
        <Link href="/recipes" className="text-brand-700 underline">
          {t.allRecipes}
        </Link>{' '}
        ·{' '}
        <Link href="/cuts" className="text-brand-700 underline">
          {t.browseCuts}
        </Link>
      </p>
    </div>
  );
}
