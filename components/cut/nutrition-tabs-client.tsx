'use client';

import { useId, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Raw/cooked switch over two server-rendered nutrition panels (ARIA tabs pattern). The server
 *  draws both panels, each under its own heading, so a reader without JavaScript sees both; the
 *  tabs replace the headings once hydrated (far below the fold, so nothing visible shifts). */
export function NutritionTabsClient({ cooked, raw }: { cooked: React.ReactNode; raw: React.ReactNode }) {
  const [tab, setTab] = useState<'cooked' | 'raw'>('cooked');
  const hydrated = useHydrated();
  const id = useId();
  const tabs = [
    { key: 'cooked' as const, label: 'Cooked', panel: cooked },
    { key: 'raw' as const, label: 'Raw', panel: raw },
  ];
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = tab === 'cooked' ? 'raw' : 'cooked';
      setTab(next);
      document.getElementById(`${id}-tab-${next}`)?.focus();
    }
  };
  return (
    <div className={hydrated ? undefined : 'space-y-6'}>
      {hydrated && (
        <div
          role="tablist"
          aria-label="Nutrition for the cut"
          className="mb-3 inline-flex rounded-lg bg-stone-100 p-1"
          onKeyDown={onKey}
        >
          {tabs.map((t) => (
            <button
              key={t.key}
              id={`${id}-tab-${t.key}`}
              role="tab"
              type="button"
              aria-selected={tab === t.key}
              aria-controls={`${id}-panel-${t.key}`}
              tabIndex={tab === t.key ? 0 : -1}
              onClick={() => setTab(t.key)}
              className={`min-h-11 rounded-md px-4 text-sm font-semibold ${tab === t.key ? 'bg-white text-brand-800 shadow' : 'text-muted'}`}
            >
              {t.label}
            </button>
          ))}
        </div>
      )}
      {tabs.map((t) => (
        <div
          key={t.key}
          id={`${id}-panel-${t.key}`}
          role={hydrated ? 'tabpanel' : undefined}
          aria-labelledby={hydrated ? `${id}-tab-${t.key}` : undefined}
          hidden={hydrated && tab !== t.key}
        >
          {!hydrated && <h3 className="mb-2 font-semibold">{t.label}</h3>}
          {t.panel}
        </div>
      ))}
    </div>
  );
}
