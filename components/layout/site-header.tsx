import Link from 'next/link';
import { SiteSearchClient } from '@/components/search/site-search-client';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';

export function SiteHeader({ lang = 'en' }: { lang?: Lang }) {
  const t = dictionary(lang);
  // The search pages, rendered per request: not prefetched, which would render each of them
  // ahead on every page a reader opens (and again after each search choice).
  const nav = [
    { href: '/recipes', label: t.site.recipes },
    { href: '/recipes/collections', label: t.site.collections },
    { href: '/cuts', label: t.site.cuts },
    { href: '/cuts/collections', label: t.site.guides },
    { href: '/saved', label: t.kitchen.savedNav },
  ];
  const { site, nouns } = t.search;
  return (
    <header role="banner" className="border-b border-stone-200 bg-white/90">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-brand-800">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="7" fill="#7c261f" />
            <path
              d="M6 19c0-6 4-10 9-10 4 0 6 2 8 2 2 0 3-1 4-1 1 3-1 5-2 6-1 4-5 7-10 7-6 0-9-1-9-4z"
              fill="#fbe6e3"
            />
          </svg>
          Beef Atlas
        </Link>
        <nav aria-label={t.site.mainNav} className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
            {nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} prefetch={false} className="text-ink hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SiteSearchClient
          t={{
            form: site.form,
            label: site.label,
            placeholder: site.placeholder,
            submit: site.submit,
            suggestions: site.suggestions,
            seeAll: site.seeAll,
            recipe: nouns.recipes[0],
            cut: nouns.cuts[0],
          }}
        />
      </div>
    </header>
  );
}
