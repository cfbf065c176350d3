import Link from 'next/link';
import { ProviderAttribution } from '@/components/layout/provider-attribution';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-muted sm:grid-cols-2">
        <div className="space-y-2">
          <p className="font-semibold text-ink">Beef Atlas</p>
          <p>
            Beef cuts and recipes with USDA nutrition data. Safe minimum internal temperatures follow USDA FSIS: 145 °F
            with a 3-minute rest for steaks and roasts, 160 °F for ground beef.
          </p>
          <ProviderAttribution />
        </div>
        <nav aria-label="Footer" className="sm:justify-self-end">
          <ul className="space-y-2">
            <li>
              <Link href="/about" className="hover:underline">
                About the content
              </Link>
            </li>
            <li>
              <Link href="/api-docs" className="hover:underline">
                Content service API
              </Link>
            </li>
            <li>
              <Link href="/sitemap.xml" className="hover:underline" prefetch={false}>
                Sitemap
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
