import type { Metadata } from 'next';
import { CompareChooser } from '@/components/cut/compare-chooser';
import { CompareHeader } from '@/components/cut/compare-header';
import { CompareResults } from '@/components/cut/compare-results';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getCut, getLookups } from '@/lib/api/content';
import type { CutView } from '@/lib/api/views';
import { orUnavailable } from '@/lib/health/when-unavailable';
import { COMPARE_PARAM, COMPARE_PATH, MIN_COMPARE, compareHref, parseCompare } from '@/lib/search/compare';
import { rawFromRecord } from '@/lib/search/criteria';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

// Rendered per request: the query string is the state and its combinations are endless, so
// they are neither prerendered nor indexed; the cut reads underneath are cached per cut.
export const metadata: Metadata = {
  title: 'Compare beef cuts',
  description:
    'Two or three beef cuts side by side: IMPS/NAMP numbers, lean rating, cooking methods, USDA nutrition and cooking guidelines.',
  alternates: { canonical: COMPARE_PATH },
  robots: { index: false, follow: true },
};

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Beef cuts', path: '/cuts' },
  { name: 'Compare', path: COMPARE_PATH },
];

export default async function ComparePage({ searchParams }: PageProps<'/cuts/compare'>) {
  const raw = rawFromRecord(await searchParams);
  const here = compareHref(raw[COMPARE_PARAM] ?? []);
  const lookups = await orUnavailable(getLookups(), here);
  const options = lookups.cuts;
  const known = new Set(options.map((o) => o.value));
  let selection = parseCompare(raw, (s) => known.has(s));
  let cuts: CutView[] = [];
  if (!selection.problem) {
    const found = await orUnavailable(Promise.all(selection.slugs.map((s) => getCut(s))), here);
    // The lookups and a cut read may disagree for a moment (a cut taken offline since the
    // lookups were cached): such a cut counts as unknown, and the selection is read again.
    const gone = selection.slugs.filter((_, i) => !found[i]);
    if (gone.length) selection = parseCompare(raw, (s) => known.has(s) && !gone.includes(s));
    cuts = selection.problem ? [] : found.filter((c): c is CutView => !!c);
  }
  const comparing = cuts.length >= MIN_COMPARE;

  return (
    <>
      <JsonLd data={breadcrumbList(CRUMBS, absoluteUrl)} />
      <Breadcrumbs items={CRUMBS} />
      <div className="space-y-6">
        <CompareHeader cuts={cuts} comparing={comparing} />
        {selection.message && (
          <p role="status" className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3">
            {selection.message}
          </p>
        )}
        {comparing ? <CompareResults cuts={cuts} /> : <ProviderAttribution />}
        <CompareChooser options={options} selected={selection.slugs} comparing={comparing} />
      </div>
    </>
  );
}
