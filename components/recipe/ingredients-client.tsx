'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useRecipeTools } from '@/components/recipe/recipe-tools-client';
import { useStoredProgress } from '@/components/recipe/stored-progress';
import type { IngredientLine, LineScaling } from '@/lib/api/views';
import type { UnitSystem } from '@/lib/cooking/temperature';
import { fill, plural } from '@/lib/i18n/fill';
import { renderLine, renderShare } from '@/lib/recipe/render';
import { choiceHref, maxServings } from '@/lib/recipe/url-state';

type Group = { subheading: string; lines: IngredientLine[] };

/** A line as the reader asked for it: as written at the recipe's own servings in US units. */
export function lineText(text: string, s: LineScaling, factor: number, system: UnitSystem): string {
  if (factor === 1 && system === 'us') return text;
  return renderLine(s.model, { factor, system, grams: s.grams, liquid: s.liquid, split: s.split });
}

/** What a step uses of a line: the whole line, or its share of a divided one. */
export function usedText(
  l: { text: string; scaling: LineScaling },
  part: number | undefined,
  factor: number,
  system: UnitSystem,
) {
  if (part === undefined) return lineText(l.text, l.scaling, factor, system);
  const s = l.scaling;
  return renderShare(s.model, part, { factor, system, grams: s.grams, liquid: s.liquid, split: s.split });
}

/** Servings and units. Links and a GET form without JavaScript (the server renders any choice
 *  from the URL); with it, the amounts change in place and the URL is replaced to match. */
export function ScaleControlsClient() {
  const { t, path, yieldCount, servings, units, setServings, setUnits } = useRecipeTools();
  const [draft, setDraft] = useState(String(servings));
  // Servings set elsewhere (the URL's choice adopted after hydration, cook mode) show here too.
  const [shown, setShown] = useState(servings);
  if (shown !== servings) {
    setShown(servings);
    setDraft(String(servings));
  }
  const id = useId();
  const max = maxServings(yieldCount);
  const href = (s: number, u: UnitSystem) => choiceHref(path, s, u, yieldCount);
  const step = (n: number) => (e: React.MouseEvent) => {
    e.preventDefault();
    setServings(n);
    setDraft(String(Math.min(max, Math.max(1, n))));
  };
  const button =
    'flex h-11 w-11 items-center justify-center rounded-md border border-stone-300 bg-white text-lg font-bold hover:bg-stone-50 aria-disabled:pointer-events-none aria-disabled:opacity-40';
  return (
    <div className="no-print flex flex-wrap items-center gap-x-5 gap-y-3 rounded-lg bg-stone-100 p-3">
      <form
        action={path}
        method="get"
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(draft);
          if (Number.isInteger(n) && n >= 1) setServings(n);
        }}
      >
        <Link
          href={href(Math.max(1, servings - 1), units)}
          rel="nofollow"
          prefetch={false}
          replace
          scroll={false}
          aria-label={t.fewer}
          aria-disabled={servings <= 1 || undefined}
          onClick={step(servings - 1)}
          className={button}
        >
          −
        </Link>
        <label htmlFor={`${id}-servings`} className="sr-only">
          {t.servings}
        </label>
        <input
          id={`${id}-servings`}
          name="servings"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value);
            if (Number.isInteger(n) && n >= 1 && n <= max) setServings(n);
          }}
          className="h-11 w-16 rounded-md border border-stone-300 bg-white text-center text-lg font-bold"
        />
        {units !== 'us' && <input type="hidden" name="units" value={units} />}
        <Link
          href={href(Math.min(max, servings + 1), units)}
          rel="nofollow"
          prefetch={false}
          replace
          scroll={false}
          aria-label={t.more}
          aria-disabled={servings >= max || undefined}
          onClick={step(servings + 1)}
          className={button}
        >
          +
        </Link>
        <span className="text-sm font-medium" aria-hidden="true">
          {t.servings}
        </span>
        {/* Without JavaScript a typed number needs a button; with it, typing is enough. */}
        <noscript>
          <button type="submit" className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-sm">
            {t.update}
          </button>
        </noscript>
      </form>
      <nav aria-label={t.units} className="flex items-center gap-1">
        {(['us', 'metric'] as const).map((u) => (
          <Link
            key={u}
            href={href(servings, u)}
            rel="nofollow"
            prefetch={false}
            replace
            scroll={false}
            aria-current={units === u ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault();
              setUnits(u);
            }}
            className="rounded-md bg-white px-3 py-2 text-sm font-medium ring-1 ring-stone-300 aria-[current]:bg-brand-700 aria-[current]:text-white"
          >
            {u === 'us' ? t.us : t.metric}
          </Link>
        ))}
      </nav>
    </div>
  );
}

const NONE: string[] = [];
const isKeyList = (v: unknown): v is string[] => Array.isArray(v) && v.every((k) => typeof k === 'string');

/** The ingredient list at the chosen servings and units, with a checklist. */
export function IngredientsClient({ groups }: { groups: Group[] }) {
  const { t, yieldCount, servings, factor, units, path } = useRecipeTools();
  // Ticked lines survive a reload (phones reload background tabs), per recipe.
  const [ticked, setTicked] = useStoredProgress<string[]>(path, 'ticked', NONE, isKeyList);
  const checked = new Set(ticked);
  const id = useId();
  const toggle = (key: string) => setTicked(checked.has(key) ? ticked.filter((k) => k !== key) : [...ticked, key]);
  return (
    <div className="space-y-4">
      <ScaleControlsClient />
      <p aria-live="polite" className="text-sm text-muted empty:hidden">
        {servings !== yieldCount ? fill(plural(t.scaledFor, servings), { n: servings, m: yieldCount }) : ''}
      </p>
      {groups.map((g, gi) => (
        <div key={`${g.subheading}-${gi}`} className="space-y-2">
          {g.subheading && <h3 className="font-semibold text-brand-800">{g.subheading}</h3>}
          <ul className="space-y-2">
            {g.lines.map((line, li) => {
              const key = `${gi}-${li}`;
              const done = checked.has(key);
              return (
                <li key={key} className="flex items-start gap-3">
                  <input
                    id={`${id}-${key}`}
                    type="checkbox"
                    checked={done}
                    onChange={() => toggle(key)}
                    className="no-print mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <div className="min-w-0 flex-1">
                    <label
                      htmlFor={`${id}-${key}`}
                      className={`leading-relaxed ${done ? 'text-muted line-through' : ''}`}
                    >
                      {lineText(line.text, line.scaling, factor, units)}
                    </label>
                    <IngredientExtras line={line} labels={t} />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

function IngredientExtras({ line, labels }: { line: IngredientLine; labels: { or: string; brand: string } }) {
  const parts: React.ReactNode[] = [];
  if (line.cut?.path)
    parts.push(
      <Link key="cut" href={line.cut.path} className="text-brand-700 underline">
        {line.cut.name}
      </Link>,
    );
  if (line.recipe?.path)
    parts.push(
      <Link key="recipe" href={line.recipe.path} className="text-brand-700 underline">
        {line.recipe.name}
      </Link>,
    );
  if (line.brand)
    parts.push(
      <span key="brand">
        {labels.brand}: {line.brand}
      </span>,
    );
  if (line.substitutes.length)
    parts.push(
      <span key="subs">
        {labels.or}{' '}
        {line.substitutes.map((s, i) => (
          <span key={s.slug}>
            {i > 0 && ', '}
            {s.path ? (
              <Link href={s.path} className="underline">
                {s.name}
              </Link>
            ) : (
              s.name
            )}
          </span>
        ))}
      </span>,
    );
  if (!parts.length && !line.cookTip) return null;
  return (
    <span className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted">
      {parts}
      {line.cookTip && <span className="basis-full italic">{line.cookTip}</span>}
    </span>
  );
}
