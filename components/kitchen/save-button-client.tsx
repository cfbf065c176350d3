'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { KitchenStrings } from '@/lib/i18n/dict';
import { noSlugs, savedSlugs, subscribeSaved } from '@/lib/kitchen/saved-slugs';
import type { SavedRecipe } from '@/lib/kitchen/store';

export type SaveButtonText = Pick<KitchenStrings, 'save' | 'saved' | 'full' | 'blocked' | 'newer'>;

/** What a page knows of a recipe to save it (the reader's servings and units are added on save). */
export type SaveTarget = Omit<SavedRecipe, 'path' | 'servings' | 'units' | 'savedAt'>;

/** A toggle button that saves a recipe in this browser (aria-pressed says which state it is
 *  in; the words change with it). On the recipe page the servings and units the reader chose
 *  (the URL's, as the recipe's tools keep them there) are saved with it; on a card the
 *  recipe's own. `named`: the recipe's name follows the word for screen readers, where the
 *  button sits among many (cards). */
export function SaveButtonClient({
  recipe,
  t,
  named = false,
  className = '',
}: {
  recipe: SaveTarget;
  t: SaveButtonText;
  named?: boolean;
  className?: string;
}) {
  const saved = useSyncExternalStore(subscribeSaved, savedSlugs, noSlugs).has(recipe.slug);
  const [problem, setProblem] = useState<string | null>(null);
  const path = `/recipes/${recipe.slug}`;

  // A saved recipe's page, open: the worker keeps it with the pictures this screen shows (a
  // recipe saved from a card gets its pictures here). Loaded only for a saved recipe.
  useEffect(() => {
    if (!saved || window.location.pathname !== path) return;
    const timer = window.setTimeout(() => void keepSaved(path), 500);
    return () => window.clearTimeout(timer);
  }, [saved, path]);

  const toggle = async () => {
    // The store and the URL reader load on the first press (see lib/kitchen/saved-slugs.ts):
    // a search page's cards carry only the saved slugs.
    const [{ kitchen }, { readChoice }] = await Promise.all([
      import('@/lib/kitchen/store'),
      import('@/lib/recipe/url-state'),
    ]);
    if (saved) {
      const result = kitchen.unsave(recipe.slug);
      setProblem(result.ok ? null : t[result.reason === 'newer' ? 'newer' : 'blocked']);
      if (result.ok) void keepSaved(path);
      return;
    }
    const choice = readChoice(new URLSearchParams(window.location.search));
    const onItsPage = window.location.pathname === path;
    const result = kitchen.save({
      ...recipe,
      path,
      servings: (onItsPage && choice.servings) || recipe.yieldCount,
      units: (onItsPage && choice.units) || 'us',
      savedAt: new Date().toISOString(),
    });
    setProblem(
      result.ok ? null : t[result.reason === 'quota' ? 'full' : result.reason === 'newer' ? 'newer' : 'blocked'],
    );
    // Kept only while the save is not undone; the worker keeps exactly what is saved.
    if (result.ok && onItsPage) void keepSaved(path);
    else if (result.ok) void keepSaved();
  };

  return (
    <span className={className ? `save js-only ${className}` : 'save js-only'}>
      {/* Its look by aria-pressed (app/globals.css, .save): a listing draws one per card. */}
      <button type="button" aria-pressed={saved} onClick={toggle}>
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
          <path
            d="M3 1.5h8v11L7 9.5l-4 3z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        {saved ? t.saved : t.save}
        {named && <span className="sr-only">: {recipe.name}</span>}
      </button>
      {problem && (
        <span role="alert" className="max-w-xs text-xs text-red-800">
          {problem}
        </span>
      )}
    </span>
  );
}

/** Asks the service worker to keep exactly the saved recipes' pages for offline reading, with
 *  the pictures of `page` when it is the one in view (lib/offline/keep.ts, loaded here). */
async function keepSaved(page?: string) {
  const [{ kitchen }, { keepOffline, picturesInView }] = await Promise.all([
    import('@/lib/kitchen/store'),
    import('@/lib/offline/keep'),
  ]);
  const paths = kitchen.read().saved.map((s) => s.path);
  await keepOffline(paths, page && paths.includes(page) ? { page, urls: picturesInView() } : undefined);
}
