'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useKitchen } from '@/components/kitchen/use-kitchen';
import { useKeptOffline } from '@/components/offline/use-kept-offline';
import { PersistedQueryProviderClient } from '@/components/query/persisted-query-provider-client';
import type { ShoppingListStrings } from '@/lib/i18n/dict';
import { buildList, listText, type ListLine } from '@/lib/kitchen/list';
import { kitchen, type KitchenDoc, type LineEdit, type Units } from '@/lib/kitchen/store';
import { listQuery } from '@/lib/query/list';
import { clampServings } from '@/lib/recipe/url-state';

/** The island's words: the page passes its language's (lib/i18n). */
export type ShoppingListText = ShoppingListStrings;

/** The shopping list page's island: which saved recipes and at what servings (kept in the
 *  kitchen store), their lines from the list route through TanStack Query, merged and grouped
 *  by lib/kitchen/list; each line ticked, edited or removed (kept by its merge key, so a change
 *  of servings keeps the ticks), printed on one page or shared as text. */
export function ShoppingListClient({ t }: { t: ShoppingListText }) {
  return (
    <PersistedQueryProviderClient>
      <ShoppingList t={t} />
    </PersistedQueryProviderClient>
  );
}

const setList = (change: (list: KitchenDoc['list']) => KitchenDoc['list']) =>
  kitchen.write((d) => ({ ...d, list: change(d.list) }));

function ShoppingList({ t }: { t: ShoppingListText }) {
  const { saved, list } = useKitchen();
  useKeptOffline(saved.map((s) => s.path));
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  // Only saved recipes are on the list: one removed from Saved leaves it too.
  const chosen = list.recipes.filter((r) => saved.some((s) => s.slug === r.slug));
  const query = useQuery(listQuery(chosen.map((r) => r.slug)));
  const answer = query.data;

  const groups = useMemo(() => {
    if (!answer) return [];
    const sources = chosen.flatMap((c) => {
      const r = answer.recipes.find((x) => x.slug === c.slug);
      return r ? [{ ...r, servings: c.servings }] : [];
    });
    return buildList(
      sources,
      list.units,
      answer.sections.map((s) => s.slug),
    );
  }, [answer, chosen, list.units]);

  const sectionName = (slug: string | null) => (slug && answer?.sections.find((s) => s.slug === slug)?.name) || t.other;

  const toggleRecipe = (slug: string, on: boolean) =>
    setList((l) => {
      const s = saved.find((x) => x.slug === slug)!;
      return {
        ...l,
        recipes: on
          ? [...l.recipes.filter((r) => r.slug !== slug), { slug, servings: s.servings, units: s.units }]
          : l.recipes.filter((r) => r.slug !== slug),
      };
    });
  const setServings = (slug: string, n: number) =>
    setList((l) => ({ ...l, recipes: l.recipes.map((r) => (r.slug === slug ? { ...r, servings: n } : r)) }));
  const setUnits = (units: Units) => setList((l) => ({ ...l, units }));
  const edit = (key: string, change: LineEdit) =>
    setList((l) => ({ ...l, edits: { ...l.edits, [key]: { ...l.edits[key], ...change } } }));
  const removed = groups.some((g) => g.lines.some((l) => list.edits[l.key]?.removed));

  const share = async () => {
    const text = `Shopping list\n\n${listText(groups, sectionName, list.edits)}`;
    try {
      if (navigator.share) await navigator.share({ title: t.title, text });
      else {
        await navigator.clipboard.writeText(text);
        setMessage(t.copied);
      }
    } catch {
      // The reader closed the share sheet, or no clipboard: nothing to undo.
    }
  };

  if (saved.length === 0) return <p className="rounded-lg bg-stone-100 p-4">{t.noSaved}</p>;

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2 print:hidden">
        <legend className="font-semibold">{t.recipes}</legend>
        <ul className="space-y-2">
          {saved.map((s) => {
            const on = chosen.find((c) => c.slug === s.slug);
            return (
              <li key={s.slug} className="flex flex-wrap items-center gap-3" lang={s.lang === 'es' ? 'es' : undefined}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={!!on} onChange={(e) => toggleRecipe(s.slug, e.target.checked)} />
                  {s.name}
                </label>
                {on && (
                  <label className="flex items-center gap-1 text-sm" lang="en">
                    {t.servings}
                    <input
                      type="number"
                      min={1}
                      max={s.yieldCount * 4}
                      value={on.servings}
                      onChange={(e) => {
                        const n = Number(e.target.value);
                        if (Number.isFinite(n) && n >= 1) setServings(s.slug, clampServings(n, s.yieldCount));
                      }}
                      className="w-16 rounded border border-stone-300 px-2 py-1"
                    />
                  </label>
                )}
              </li>
            );
          })}
        </ul>
        <div role="group" aria-labelledby={`${id}-units`} className="flex items-center gap-2 text-sm">
          <span id={`${id}-units`}>{t.units}</span>
          {(['us', 'metric'] as const).map((u) => (
            <button
              key={u}
              type="button"
              aria-pressed={list.units === u}
              onClick={() => setUnits(u)}
              className={`rounded border px-2 py-1 ${list.units === u ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300'}`}
            >
              {t[u]}
            </button>
          ))}
        </div>
      </fieldset>

      {chosen.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-4">{t.empty}</p>
      ) : query.isError && !answer ? (
        <p role="alert">{t.failed}</p>
      ) : !answer ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          {answer.missing.length > 0 && (
            <p className="text-sm text-muted">
              {t.missing}
              {answer.missing.join(', ')}
            </p>
          )}
          <div className="columns-1 gap-8 sm:columns-2 print:columns-2 print:text-sm" aria-busy={query.isFetching}>
            {groups.map((g) => {
              const lines = g.lines.filter((l) => !list.edits[l.key]?.removed);
              if (lines.length === 0) return null;
              return (
                <section
                  key={g.section ?? ''}
                  className="mb-6 break-inside-avoid"
                  aria-labelledby={`${id}-${g.section}`}
                >
                  <h2 id={`${id}-${g.section}`} className="mb-2 text-lg font-bold text-ink">
                    {sectionName(g.section)}
                  </h2>
                  <ul className="space-y-1">
                    {lines.map((l) => (
                      <Line key={l.key} line={l} edit={list.edits[l.key] ?? {}} onEdit={(c) => edit(l.key, c)} t={t} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          <div className="flex flex-wrap gap-3 print:hidden">
            <button
              type="button"
              onClick={() => window.print()}
              className="rounded-md border border-stone-300 px-3 py-1.5"
            >
              {t.print}
            </button>
            <button type="button" onClick={share} className="rounded-md border border-stone-300 px-3 py-1.5">
              {t.share}
            </button>
            {removed && (
              <button
                type="button"
                onClick={() =>
                  setList((l) => ({
                    ...l,
                    edits: Object.fromEntries(Object.entries(l.edits).map(([k, e]) => [k, { ...e, removed: false }])),
                  }))
                }
                className="rounded-md border border-stone-300 px-3 py-1.5"
              >
                {t.restore}
              </button>
            )}
          </div>
          <p role="status" className="text-sm text-muted empty:hidden">
            {message}
          </p>
        </>
      )}
    </div>
  );
}

function Line({
  line,
  edit,
  onEdit,
  t,
}: {
  line: ListLine;
  edit: LineEdit;
  onEdit: (change: LineEdit) => void;
  t: ShoppingListText;
}) {
  const [editing, setEditing] = useState(false);
  const text = edit.text ?? line.text;
  return (
    <li className="flex flex-wrap items-start gap-x-2 py-1" lang={line.lang === 'es' ? 'es' : undefined}>
      {editing ? (
        <input
          aria-label={t.edit}
          defaultValue={text}
          autoFocus
          onBlur={(e) => {
            onEdit({ text: e.target.value.trim() || undefined });
            setEditing(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
          className="min-w-0 flex-1 rounded border border-stone-300 px-2 py-1"
        />
      ) : (
        <label className={`flex flex-1 items-start gap-2 ${edit.ticked ? 'text-muted line-through' : ''}`}>
          <input
            type="checkbox"
            checked={!!edit.ticked}
            onChange={(e) => onEdit({ ticked: e.target.checked })}
            className="mt-1"
          />
          <span>{text}</span>
        </label>
      )}
      <span className="flex gap-2 text-sm print:hidden" lang="en">
        {!editing && (
          <button type="button" onClick={() => setEditing(true)} className="text-brand-800 underline">
            {t.edit}
            <span className="sr-only">: {text}</span>
          </button>
        )}
        <button type="button" onClick={() => onEdit({ removed: true })} className="text-brand-800 underline">
          {t.remove}
          <span className="sr-only">: {text}</span>
        </button>
      </span>
      <details className="w-full pl-6 text-sm text-muted print:hidden" lang="en">
        <summary className="cursor-pointer">{t.whatFor}</summary>
        <ul className="list-disc pl-5">
          {line.from.map((f, i) => (
            <li key={i}>
              <a href={`/recipes/${f.slug}`} lang={f.lang === 'es' ? 'es' : undefined} className="underline">
                {f.name}
              </a>
              : <span lang={f.lang === 'es' ? 'es' : undefined}>{f.text}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
