import type { ErrorStrings, Lang } from '@/lib/i18n/dict';

/** The error pages' strings, apart from the dictionaries they belong to (each dictionary's
 *  `error` is its entry here) so that the error boundaries, client components present on every
 *  page, carry these few strings and not both dictionaries. */
export const ERROR_STRINGS: Record<Lang, ErrorStrings> = {
  en: {
    heading: 'This page is taking a break',
    text: 'We couldn’t load its content just now. It usually comes back within a minute.',
    retry: 'Try again',
    home: 'Home',
    reference: 'Reference: {digest}',
  },
  es: {
    heading: 'Esta página se tomó un descanso',
    text: 'No pudimos cargar su contenido en este momento. Por lo general vuelve en menos de un minuto.',
    retry: 'Intentar de nuevo',
    home: 'Inicio',
    reference: 'Referencia: {digest}',
  },
};
