'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { scaleLine } from '@/lib/recipe/scale';
import type { IngredientLine } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dictionaries';

type Group = { subheading: string; lines: IngredientLine[] };

/** Serving scaler, US/metric toggle and a checklist over the ingredient list. Server-
 *  rendered with the recipe's own servings, so it reads fine before (or without) JS. */
export function IngredientsClient({ groups, servings, lang }: { groups: Group[]; servings: number; lang: Lang }) {
  const [count, setCount] = useState(servings);
  const [system, setSystem] = useState<'us' | 'metric'>('us');
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  const id = useId();
  const factor = count / servings;
  const t =
    lang === 'es'
      ? {
          servings: 'Porciones',
          less: 'Menos porciones',
          more: 'Más porciones',
          us: 'EE. UU.',
          metric: 'Métrico',
          units: 'Unidades',
          sub: 'o',
          brand: 'Marca',
        }
      : {
          servings: 'Servings',
          less: 'Fewer servings',
          more: 'More servings',
          us: 'US',
          metric: 'Metric',
          units: 'Units',
          sub: 'or',
          brand: 'Brand',
        };
  const toggle = (key: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center gap-4 rounded-lg bg-stone-100 p-3">
        <div className="flex items-center gap-2">
          <span id={`${id}-servings`} className="text-sm font-medium">
            {t.servings}
          </span>
          <button
            type="button"
            aria-label={t.less}
            onClick={() => setCount((c) => Math.max(1, c - 1))}
            className="h-11 w-11 rounded-md border border-stone-300 bg-white text-lg font-bold hover:bg-stone-50"
          >
            −
          </button>
          <output aria-labelledby={`${id}-servings`} aria-live="polite" className="w-8 text-center text-lg font-bold">
            {count}
          </output>
          <button
            type="button"
            aria-label={t.more}
            onClick={() => setCount((c) => Math.min(200, c + 1))}
            className="h-11 w-11 rounded-md border border-stone-300 bg-white text-lg font-bold hover:bg-stone-50"
          >
            +
          </button>
        </div>
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">{t.units}</legend>
          {(['us', 'metric'] as const).map((s) => (
            <label
              key={s}
              className={`cursor-pointer rounded-md px-3 py-2 text-sm font-medium ring-1 ring-stone-300 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${system === s ? 'bg-brand-700 text-white' : 'bg-white'}`}
            >
              <input
                type="radio"
                name={`${id}-units`}
                value={s}
                checked={system === s}
                onChange={() => setSystem(s)}
                className="sr-only"
              />
              {s === 'us' ? t.us : t.metric}
            </label>
          ))}
        </fieldset>
      </div>
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
                      {scaleLine(line, factor, system)}
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

function IngredientExtras({ line, labels }: { line: IngredientLine; labels: { sub: string; brand: string } }) {
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
        {labels.sub}{' '}
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
