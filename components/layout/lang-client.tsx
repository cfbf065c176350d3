'use client';

import { createContext, useContext } from 'react';
import type { UnitSystem } from '@/lib/cooking/temperature';
import type { Lang } from '@/lib/i18n/dict';

/** The document's language, for client components that have no props to carry it (the
 *  segments' error pages). Set once per document by SiteDocument. */
export const LangContext = createContext<Lang>('en');

export function LangProvider({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return <LangContext value={lang}>{children}</LangContext>;
}

/** The reader's units where a recipe's tools provide them (components/recipe/recipe-tools-client.tsx),
 *  US elsewhere (the cut page). Here beside the language, in the layout's module, so an island
 *  that needs only the units (the doneness calculator, also on the cut page) does not bring the
 *  recipe tools with it, nor a chunk of its own into the recipe page's first load. */
export const UnitsContext = createContext<UnitSystem>('us');

export const useUnits = () => useContext(UnitsContext);
