'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { useKitchen } from '@/components/kitchen/use-kitchen';
import { useKeptOffline } from '@/components/offline/use-kept-offline';
import { QueryProviderClient } from '@/components/query/query-provider-client';
import type { KitchenStrings } from '@/lib/i18n/dict';
import { fill, plural } from '@/lib/i18n/fill';
import { kitchen, type SavedRecipe, type WriteResult } from '@/lib/kitchen/store';
import { exportSaved, exportToFragment, readExport, readFragment } from '@/lib/kitchen/transfer';
import { savedCardsQuery } from '@/lib/query/saved-cards';
import { choiceHref } from '@/lib/recipe/url-state';

type CardText = Pick<KitchenStrings, 'savedServings' | 'remove' | 'gone'>;

/** The Saved page's body: the reader's saved recipes as cards (each in its recipe's language),
 *  removable, and the export and import that move them to another device: a JSON file, or a
 *  link whose fragment carries them (a fragment never reaches the server). Each card shows the
 *  recipe as the service has it now (lib/query/saved-cards.ts), the saved copy until then. */
export function SavedPageClient(props: { t: KitchenStrings; es: CardText }) {
  return (
    <QueryProviderClient>
      <SavedPage {...props} />
    </QueryProviderClient>
  );
}

function SavedPage({ t, es }: { t: KitchenStrings; es: CardText }) {
  const { saved } = useKitchen();
  useKeptOffline(saved.map((s) => s.path));
  const { data: current } = useQuery(savedCardsQuery(saved));
  const [message, setMessage] = useState<string | null>(null);
  const [offer, setOffer] = useState<SavedRecipe[] | null>(null);
  const file = useRef<HTMLInputElement>(null);

  // A link made by "Copy a link": offer its recipes, never add them unasked.
  useEffect(() => {
    const m = /^#import=(.+)$/.exec(window.location.hash);
    if (!m) return;
    const items = readFragment(m[1]!);
    // Reading the URL once, after hydration, is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (items?.length) setOffer(items);
    else setMessage(t.importBad);
  }, [t.importBad]);

  const report = (result: WriteResult, n: number) =>
    setMessage(
      result.ok
        ? fill(plural(t.imported, n), { n })
        : t[result.reason === 'quota' ? 'full' : result.reason === 'newer' ? 'newer' : 'blocked'],
    );

  const add = (items: SavedRecipe[]) => {
    report(kitchen.importSaved(items), items.length);
    setOffer(null);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  };

  const download = () => {
    const blob = new Blob([JSON.stringify(exportSaved(saved), null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `beef-atlas-saved-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const copyLink = async () => {
    const link = `${window.location.origin}/saved#import=${exportToFragment(saved)}`;
    try {
      await navigator.clipboard.writeText(link);
      setMessage(t.linkCopied);
    } catch {
      // No clipboard permission: show the link to copy by hand.
      setMessage(link);
    }
  };

  const readFile = async (f: File | undefined) => {
    if (!f) return;
    const items = f.size < 5_000_000 ? readExport(await f.text()) : null;
    if (items?.length) report(kitchen.importSaved(items), items.length);
    else setMessage(t.importBad);
    if (file.current) file.current.value = '';
  };

  return (
    <div className="space-y-6">
      {offer && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
          <p>{fill(plural(t.importOffer, offer.length), { n: offer.length })}</p>
          <button
            type="button"
            onClick={() => add(offer)}
            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t.importAccept}
          </button>
        </div>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {message}
      </p>
      {saved.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-4">{t.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {saved.map((stored) => {
            // The service's card data over the stored copy; the reader's servings and units stay.
            const now = current?.cards.find((c) => c.slug === stored.slug);
            const r = now ? { ...stored, ...now } : stored;
            return (
              <li key={r.slug}>
                <SavedCard recipe={r} gone={!!current?.missing.includes(r.slug)} t={r.lang === 'es' ? es : t} />
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-3 border-t border-stone-200 pt-4 text-sm print:hidden">
        {saved.length > 0 && (
          <>
            <a href="/list" className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800">
              {t.makeList}
            </a>
            <button type="button" onClick={download} className="rounded-md border border-stone-300 px-3 py-1.5">
              {t.exportFile}
            </button>
            <button type="button" onClick={copyLink} className="rounded-md border border-stone-300 px-3 py-1.5">
              {t.exportLink}
            </button>
          </>
        )}
        <label className="cursor-pointer rounded-md border border-stone-300 px-3 py-1.5 focus-within:ring-2">
          {t.importFile}
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </label>
      </div>
    </div>
  );
}

/** A saved recipe's card; one the service no longer has keeps its name, without a link (its
 *  page would be a 404), and says so beside its remove button. */
function SavedCard({ recipe, gone, t }: { recipe: SavedRecipe; gone: boolean; t: CardText }) {
  const href = choiceHref(recipe.path, recipe.servings, recipe.units, recipe.yieldCount);
  return (
    <article
      lang={recipe.lang === 'es' ? 'es' : undefined}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      {recipe.image && !gone && (
        <div className="relative aspect-[4/3] w-full">
          <Image
            src={recipe.image.src}
            alt=""
            fill
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
            className="object-cover"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="font-semibold leading-snug text-ink">
          {gone ? (
            recipe.name
          ) : (
            <a href={href} className="after:absolute after:inset-0 group-hover:text-brand-700">
              {recipe.name}
            </a>
          )}
        </h2>
        <p className="text-sm text-muted">
          {gone
            ? t.gone
            : [recipe.totalTime, fill(plural(t.savedServings, recipe.servings), { n: recipe.servings })]
                .filter(Boolean)
                .join(' · ')}
        </p>
        <button
          type="button"
          onClick={() => kitchen.unsave(recipe.slug)}
          className="relative z-10 mt-auto self-start pt-2 text-sm font-semibold text-brand-800 underline"
        >
          {t.remove}
          <span className="sr-only">: {recipe.name}</span>
        </button>
      </div>
    </article>
  );
}
