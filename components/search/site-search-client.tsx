'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import type { SearchStrings } from '@/lib/i18n/dict';
import type { SuggestAnswer } from '@/lib/query/suggest';

// Loaded on the first keystroke: the first load of every page stays free of TanStack Query.
// React's own lazy, not next/dynamic, whose loader every page would carry.
const SiteSuggestionsClient = lazy(() => import('@/components/search/site-suggestions-client'));

type Suggestion = { name: string; path: string; kind: string };

/** The header's strings from the page's dictionary (only those the island uses travel to the
 *  browser) and the kind names. */
export type SiteSearchText = Pick<
  SearchStrings['site'],
  'form' | 'label' | 'placeholder' | 'submit' | 'suggestions' | 'seeAll'
> & { recipe: string; cut: string };

/** The header search: a plain GET form to the combined results page /search (recipes and
 *  cuts; works without JavaScript), enhanced into a combobox with recipe and cut suggestions
 *  and a last option for every result (debounced, through TanStack Query: cached per text, stale
 *  requests aborted, the last answer kept while typing; arrow keys, Enter and Escape as in the
 *  WAI-ARIA combobox pattern). */
export function SiteSearchClient({ t }: { t: SiteSearchText }) {
  const id = useId();
  const router = useRouter();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<SuggestAnswer | null>(null);

  // Debounced: the query starts 200 ms after the last keystroke (TanStack Query aborts a
  // superseded request and keeps the last answer on screen meanwhile).
  useEffect(() => {
    const timer = setTimeout(() => setText(value.trim()), 200);
    return () => clearTimeout(timer);
  }, [value]);

  const onAnswer = useCallback((a: SuggestAnswer) => {
    setAnswer(a);
    setActive(-1);
    setOpen(true);
  }, []);

  const q = value.trim();
  const items: Suggestion[] = answer
    ? [
        ...answer.cuts.map((x) => ({ ...x, kind: t.cut })),
        ...answer.recipes.map((x) => ({ ...x, kind: t.recipe })),
        { name: t.seeAll.replace('{q}', q), path: `/search?${new URLSearchParams({ searchText: q })}`, kind: '' },
      ]
    : [];

  const listId = `${id}-list`;
  const showList = open && value.trim().length >= 2 && items.length > 0;
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      // The first Escape closes the list; the browser's own (clearing the box) waits for a second.
      if (showList) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && showList && active >= 0) {
      e.preventDefault();
      setOpen(false);
      router.push(items[active]!.path);
    }
  };

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={t.form}
      className="relative ml-auto flex min-w-0 flex-1 justify-end sm:max-w-xs"
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t.label}
      </label>
      <input
        id={`${id}-q`}
        name="searchText"
        // A text input: HTML does not allow role="combobox" on type="search"; the phone's
        // keyboard still shows a search key.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
        placeholder={t.placeholder}
        className="w-full min-w-0 rounded-l-md border border-stone-300 bg-white px-3 py-2 text-sm"
      />
      <button
        type="submit"
        className="rounded-r-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t.submit}
      </button>
      {text.length >= 2 && (
        <Suspense fallback={null}>
          <SiteSuggestionsClient text={text} onAnswer={onAnswer} />
        </Suspense>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t.suggestions}
        hidden={!showList}
        className="absolute left-0 right-0 top-full z-40 mt-1 overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg"
      >
        {items.map((s, i) => (
          <li
            key={s.path}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              setOpen(false);
              router.push(s.path);
            }}
            className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-900' : ''}`}
          >
            <span>{s.name}</span>
            <span className="text-xs capitalize text-muted">{s.kind}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
