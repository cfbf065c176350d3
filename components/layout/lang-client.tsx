'use client';

import { createContext } from 'react';
import type { Lang } from '@/lib/i18n/dict';

/** The document's language, for client components that have no props to carry it (the
 *  segments' error pages). Set once per document by SiteDocument. */
export const LangContext = createContext<Lang>('en');

export function LangProvider({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return <LangContext value={lang}>{children}</LangContext>;
}
