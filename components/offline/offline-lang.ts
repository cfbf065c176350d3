import type { Lang } from '@/lib/i18n/dict';

/** The languages the offline page is prerendered in (app/(offline)/offline/[lang]). */
export const isOfflineLang = (lang: string): lang is Lang => lang === 'en' || lang === 'es';
