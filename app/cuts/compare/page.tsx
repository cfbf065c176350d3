import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { TagList } from '@/components/ui/tag-list';
import { getCut, getLookups } from '@/lib/api/content';
import type { Option } from '@/lib/api/lookups-view';
import type { CutView } from '@/lib/api/views';
import {
  COMPARE_PARAM,
  COMPARE_PATH,
  MAX_COMPARE,
  MIN_COMPARE,
  compareHref,
  parseCompare,
  summarizeGuidelines,
} from '@/lib/search/compare';
import { rawFromRecord } from '@/lib/search/criteria';
import { cutSearchHref } from '@/lib/search/facets';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';
import { orUnavailable } from '@/lib/health/when-unavailable';
import { CUT_LEVEL_LABEL, isGroundBeef, minutesRange } from '@/components/cut/format';
import { nutrientAmount } from '@/components/nutrition/amount';

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

/** The cooked nutrients a shopper compares cuts by, in the order of the label. */
const KEY_NUTRIENTS = ['calories', 'protein', 'total-fat', 'saturated-fat', 'iron', 'zinc', 'vitamin-b12'] as const;

/** A plain GET form: works without JavaScript, and submitting it writes the URL the page reads. */
function ChooseForm({ options, selected, submit }: { options: Option[]; selected: string[]; submit: string }) {
  const boxes = Array.from({ length: MAX_COMPARE }, (_, i) => ({
    label: i < MIN_COMPARE ? `Cut ${i + 1}` : `Cut ${i + 1} (optional)`,
    value: selected[i] ?? '',
  }));
  return (
    <form
      method="get"
      action={COMPARE_PATH}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
      aria-label="Choose cuts to compare"
    >
      {boxes.map((b, i) => (
        <div key={i}>
          <label htmlFor={`compare-cut-${i + 1}`} className="block text-sm font-semibold">
            {b.label}
          </label>
          <select
            id={`compare-cut-${i + 1}`}
            name={COMPARE_PARAM}
            defaultValue={b.value}
            className="mt-1 min-h-11 w-full rounded-md border border-stone-300 bg-white px-3"
          >
            <option value="">{i < MIN_COMPARE ? 'Choose a cut' : 'None'}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button
        type="submit"
        className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {submit}
      </button>
    </form>
  );
}

function Row({ label, cuts, cell }: { label: string; cuts: CutView[]; cell: (cut: CutView) => React.ReactNode }) {
  return (
    <tr className="border-b border-stone-200 align-top">
      <th scope="row" className="sticky left-0 w-28 bg-paper py-3 pr-3 text-left font-semibold sm:w-40">
        {label}
      </th>
      {cuts.map((c) => (
        <td key={c.slug} className="px-3 py-3">
          {cell(c)}
        </td>
      ))}
    </tr>
  );
}

function CompareTable({ cuts }: { cuts: CutView[] }) {
  const cooked = cuts.map((c) => new Map((c.nutrition.cooked?.nutrients ?? []).map((n) => [n.slug, n])));
  // Row labels come from the catalog's nutrient names; a nutrient no cut reports gets no row.
  const nutrientRows = KEY_NUTRIENTS.flatMap((slug) => {
    const name = cooked.map((m) => m.get(slug)?.name).find(Boolean);
    return name ? [{ slug, name }] : [];
  });
  const names = cuts.map((c) => c.name).join(', ');
  return (
    <div className="overflow-x-auto" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={`w-full text-left text-sm ${cuts.length > 2 ? 'min-w-[40rem]' : 'min-w-[28rem]'}`}>
        <caption id="compare-caption" className="sr-only">
          Comparison of {names}: cut facts, cooked nutrition per serving and cooking guidelines
        </caption>
        <thead className="border-b-2 border-ink">
          <tr>
            <th scope="col" className="sticky left-0 w-28 bg-paper py-2 pr-3 align-bottom sm:w-40">
              <span className="sr-only">Cut</span>
            </th>
            {cuts.map((c) => (
              <th key={c.slug} scope="col" className="px-3 py-2 align-bottom text-base">
                <Link href={c.path} className="font-bold text-brand-700 underline">
                  {c.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label="On the cut chart"
            cuts={cuts}
            cell={(c) =>
              c.image ? (
                <Image
                  src={c.image.src}
                  width={c.image.width}
                  height={c.image.height}
                  alt={c.image.alt}
                  sizes="(min-width: 1024px) 320px, 45vw"
                  className="aspect-[4/3] w-full max-w-80 rounded-lg border border-stone-200 object-cover"
                />
              ) : (
                <span className="text-muted">No chart image</span>
              )
            }
          />
          <Row label="Level" cuts={cuts} cell={(c) => CUT_LEVEL_LABEL[c.level]} />
          <Row
            label="IMPS/NAMP"
            cuts={cuts}
            cell={(c) =>
              c.namp.number ? (
                <>
                  <span className="font-semibold">{c.namp.number}</span> {c.namp.name}
                </>
              ) : (
                <span className="text-muted">Not listed</span>
              )
            }
          />
          <Row label="Lean (USDA definition)" cuts={cuts} cell={(c) => (c.isLean ? 'Yes' : 'No')} />
          <Row
            label="Preferred cooking methods"
            cuts={cuts}
            cell={(c) =>
              c.cookingMethods.length ? (
                <TagList
                  label={`${c.name}: cooking methods`}
                  items={c.cookingMethods.map((m) => ({
                    name: m.name,
                    href: cutSearchHref('preferredCookingMethods', m.slug),
                  }))}
                />
              ) : (
                <span className="text-muted">None listed</span>
              )
            }
          />
          <Row
            label="Serving (cooked)"
            cuts={cuts}
            cell={(c) =>
              c.nutrition.cooked?.servingText || <span className="text-muted">No cooked nutrition data</span>
            }
          />
          {nutrientRows.map((r) => (
            <Row
              key={r.slug}
              label={r.name}
              cuts={cuts}
              cell={(c) => {
                const n = cooked[cuts.indexOf(c)]?.get(r.slug);
                if (!n) return <span className="text-muted">n/a</span>;
                return (
                  <span data-nutrient={r.slug}>
                    <span className="font-semibold">{nutrientAmount(n)}</span>
                    {n.dv ? <span className="text-muted"> · {Math.round(n.dv)}% DV</span> : null}
                  </span>
                );
              }}
            />
          ))}
          <Row
            label="Cooking guidelines"
            cuts={cuts}
            cell={(c) => {
              const summary = summarizeGuidelines(c.guidelines);
              if (!summary.length) return <span className="text-muted">No guidelines yet</span>;
              return (
                <dl className="space-y-2">
                  {summary.map((m) => (
                    <div key={m.method}>
                      <dt className="font-semibold">{m.method}</dt>
                      {m.steps.map((s) => (
                        <dd key={s.doneness}>
                          {s.doneness}: {minutesRange(s.minutes)}, {s.internalF} °F
                        </dd>
                      ))}
                    </div>
                  ))}
                </dl>
              );
            }}
          />
        </tbody>
      </table>
    </div>
  );
}

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
        <header className="space-y-2">
          <h1 className="text-3xl font-extrabold tracking-tight">Compare beef cuts</h1>
          <p className="text-muted">
            {comparing
              ? `${cuts.map((c) => c.name).join(cuts.length > 2 ? ', ' : ' and ')} side by side: cut facts, cooked nutrition and cooking guidelines.`
              : `Pick ${MIN_COMPARE} or ${MAX_COMPARE} cuts to see them side by side: IMPS/NAMP numbers, lean rating, the best ways to cook them, USDA nutrition per cooked serving and cooking times with safe temperatures.`}
          </p>
        </header>
        {selection.message && (
          <p role="status" className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3">
            {selection.message}
          </p>
        )}
        {comparing ? (
          <section aria-labelledby="comparison" className="space-y-3">
            <h2 id="comparison" className="text-xl font-bold tracking-tight">
              Side by side
            </h2>
            <ProviderAttribution />
            <CompareTable cuts={cuts} />
            <p className="text-sm text-muted">
              Nutrition is per cooked serving from USDA data; % DV is the percent daily value. Cooking times span every
              size listed on each cut’s page, where you find them by thickness and weight. The USDA safe minimum
              internal temperature is 145 °F with a 3-minute rest for steaks and roasts
              {cuts.some(isGroundBeef) ? ', and 160 °F for ground beef.' : '.'}
            </p>
          </section>
        ) : (
          <ProviderAttribution />
        )}
        <section aria-labelledby="choose" className="space-y-3">
          <h2 id="choose" className="text-xl font-bold tracking-tight">
            {comparing ? 'Compare other cuts' : 'Choose the cuts'}
          </h2>
          {!comparing && (
            <p>
              Choose two cuts you are deciding between, say a steak at the counter and the one your recipe names, and
              add a third if you like. Not sure where to start?{' '}
              <Link href="/cuts" className="font-semibold text-brand-700 underline">
                Browse the beef cuts
              </Link>{' '}
              and use “Compare with…” on a cut’s page.
            </p>
          )}
          <ChooseForm
            options={options}
            selected={selection.slugs}
            submit={comparing ? 'Compare' : 'Compare these cuts'}
          />
        </section>
      </div>
    </>
  );
}
