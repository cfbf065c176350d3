import Link from 'next/link';
import { CUT_LEVEL_LABEL, degrees, guidelineTemps, isGroundBeef, minutesRange, sizeOf } from '@/components/cut/format';
import { dvPercent, nutrientAmount } from '@/components/nutrition/amount';
import { TagList } from '@/components/ui/tag-list';
import type { CutView, GuidelineView } from '@/lib/api/views';
import { CHART_VIEWBOX, PRIMAL_SHAPES, SILHOUETTE_EXTRAS } from '@/lib/catalog/cut-chart';
import { summarizeGuidelines } from '@/lib/search/compare';
import { cutSearchHref } from '@/lib/search/facets';

/** The cooked nutrients a shopper compares cuts by, in the order of the label. */
const KEY_NUTRIENTS = ['calories', 'protein', 'total-fat', 'saturated-fat', 'iron', 'zinc', 'vitamin-b12'] as const;

/** The cuts in columns, one fact per row: chart image, level, IMPS/NAMP, lean rating, cooking
 *  methods, cooked nutrition and a summary of the cooking guidelines. On a phone the table
 *  scrolls sideways in its own named, focusable region while the row labels stay in view. */
export function CompareTable({ cuts }: { cuts: CutView[] }) {
  const cooked = cuts.map((c) => new Map((c.nutrition.cooked?.nutrients ?? []).map((n) => [n.slug, n])));
  // Row labels come from the catalog's nutrient names; a nutrient no cut reports gets no row.
  const nutrientRows = KEY_NUTRIENTS.flatMap((slug) => {
    const name = cooked.map((m) => m.get(slug)?.name).find(Boolean);
    return name ? [{ slug, name }] : [];
  });
  const names = cuts.map((c) => c.name).join(', ');
  // A row only when the service says how tender some compared cut is; its sources under the table.
  const tenderSources = [...new Set(cuts.flatMap((c) => c.tenderness?.sources ?? []))];
  return (
    <>
      {/* On a phone three cuts are wider than the screen: say so where the table starts. */}
      {cuts.length > 2 && (
        <p className="flex items-center gap-2 text-sm font-medium text-brand-800 sm:hidden" aria-hidden="true">
          Swipe the table sideways to see all {cuts.length} cuts
          <span className="text-lg leading-none">→</span>
        </p>
      )}
      {/* No side padding: the sticky labels sit at the scroller's edge, so no cell scrolls by in a
        gutter beside them. */}
      <div className="overflow-x-auto" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className={`w-full text-left text-sm ${cuts.length > 2 ? 'min-w-[34rem]' : 'min-w-[22rem]'}`}>
          <caption id="compare-caption" className="sr-only">
            Comparison of {names}: cut facts, cooked nutrition per serving and cooking guidelines
          </caption>
          <thead className="border-b-2 border-ink">
            <tr>
              <th scope="col" className={`${STICKY} py-2 align-bottom`}>
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
            <Row label="On the cut chart" cuts={cuts} cell={chartImageCell} />
            <Row label="Level" cuts={cuts} cell={(c) => CUT_LEVEL_LABEL[c.level]} />
            <Row label="IMPS/NAMP" cuts={cuts} cell={nampCell} />
            <Row label="Lean (USDA definition)" cuts={cuts} cell={(c) => (c.isLean ? 'Yes' : 'No')} />
            {cuts.some((c) => c.tenderness) && (
              <Row
                label="Tenderness"
                note={tenderSources.length > 0}
                cuts={cuts}
                cell={(c) => c.tenderness?.value ?? <span className="text-muted">Not measured</span>}
              />
            )}
            <Row label="Best cooking methods" cuts={cuts} cell={cookingMethodsCell} />
            <Row label="Time at a typical size" cuts={cuts} cell={typicalTimeCell} />
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
                      {n.dv ? <span className="text-muted"> · {dvPercent(n)} DV</span> : null}
                    </span>
                  );
                }}
              />
            ))}
            <Row label="Cooking guidelines" cuts={cuts} cell={guidelinesCell} />
          </tbody>
        </table>
      </div>
      {tenderSources.length > 0 && (
        <p id="compare-tenderness-source" className="text-xs text-muted">
          <span aria-hidden="true">* </span>Tenderness: {tenderSources.join('; ')}.
        </p>
      )}
    </>
  );
}

/** The row labels' column: it stays at the left edge while the cuts scroll under it. */
const STICKY =
  'sticky left-0 z-10 w-24 min-w-24 bg-paper pr-2 shadow-[6px_0_6px_-6px_rgba(0,0,0,0.25)] sm:w-40 sm:min-w-40 sm:pr-3';

function Row({
  label,
  note,
  cuts,
  cell,
}: {
  label: string;
  /** The row's source is the footnote under the table. */
  note?: boolean;
  cuts: CutView[];
  cell: (cut: CutView) => React.ReactNode;
}) {
  return (
    <tr className="border-b border-stone-200 align-top">
      <th
        scope="row"
        className={`${STICKY} py-3 text-left font-semibold`}
        aria-describedby={note ? 'compare-tenderness-source' : undefined}
      >
        {label}
        {note && <span aria-hidden="true">*</span>}
      </th>
      {cuts.map((c) => (
        <td key={c.slug} className="px-3 py-3">
          {cell(c)}
        </td>
      ))}
    </tr>
  );
}

/** The cells of one row each: what a cut shows in it. */
function chartImageCell(c: CutView) {
  const primal = c.primal?.slug ?? (c.level === 'primal' ? c.slug : undefined);
  const shape = PRIMAL_SHAPES.find((p) => p.slug === primal);
  if (!shape) return <span className="text-muted">Not on the chart</span>;
  // A small chart, not the interactive one: three of those would add 24 links to the table.
  return (
    <svg
      viewBox={`30 110 ${CHART_VIEWBOX.width - 40} ${CHART_VIEWBOX.height - 100}`}
      role="img"
      aria-label={`${c.name} comes from the ${shape.name.toLowerCase()}`}
      className="h-auto w-full min-w-36 max-w-72"
    >
      {SILHOUETTE_EXTRAS.map((pts) => (
        <polygon key={pts} points={pts} fill="#e7d3bf" stroke="#7c261f" strokeWidth={4} />
      ))}
      {PRIMAL_SHAPES.map((p) => (
        <polygon
          key={p.slug}
          points={p.points}
          className={p.slug === shape.slug ? 'fill-brand-600' : 'fill-[#f3e3d3]'}
          stroke="#7c261f"
          strokeWidth={4}
        />
      ))}
    </svg>
  );
}

/** One line a griller compares: the time for the size closest to a 1-inch steak (else the
 *  smallest roast), of the cut's first method, medium rare where the guideline has it. */
function typicalTimeCell(c: CutView) {
  const g = typicalGuideline(c.guidelines);
  if (!g) return <span className="text-muted">No guidelines yet</span>;
  return (
    <>
      <span className="font-semibold">{minutesRange(g.minutes)}</span>{' '}
      <span className="text-muted">
        · {g.method}, {sizeOf(g) || 'any size'}, {g.doneness.toLowerCase()}
      </span>
    </>
  );
}

export function typicalGuideline(guidelines: GuidelineView[]): GuidelineView | undefined {
  const method = guidelines[0]?.method;
  const ofMethod = guidelines.filter((g) => g.method === method);
  const size = (g: GuidelineView) =>
    g.thicknessInches !== null ? Math.abs(g.thicknessInches - 1) : g.weightOunces ? 10 + g.weightOunces[0] : 1000;
  const best = Math.min(...ofMethod.map(size));
  const atSize = ofMethod.filter((g) => size(g) === best);
  return atSize.find((g) => /medium[- ]rare/i.test(g.doneness)) ?? atSize[0];
}

function nampCell(c: CutView) {
  return c.namp.number ? (
    <>
      <span className="font-semibold">{c.namp.number}</span> {c.namp.name}
    </>
  ) : (
    <span className="text-muted">Not listed</span>
  );
}

function cookingMethodsCell(c: CutView) {
  return c.cookingMethods.length ? (
    <TagList
      label={`${c.name}: cooking methods`}
      items={c.cookingMethods.map((m) => ({ name: m.name, href: cutSearchHref('preferredCookingMethods', m.slug) }))}
    />
  ) : (
    <span className="text-muted">None listed</span>
  );
}

function guidelinesCell(c: CutView) {
  const summary = summarizeGuidelines(c.guidelines);
  if (!summary.length) return <span className="text-muted">No guidelines yet</span>;
  const ground = isGroundBeef(c);
  /** Off the heat at: over every size of the method and doneness (a larger roast comes off earlier). */
  const pulls = (method: string, doneness: string) => {
    const fs = c.guidelines
      .filter((g) => g.method === method && g.doneness === doneness)
      .map((g) => guidelineTemps(g, ground).pullF);
    const [lo, hi] = [Math.min(...fs), Math.max(...fs)];
    return lo === hi ? degrees(lo) : `${lo}–${degrees(hi)}`;
  };
  return (
    <dl className="space-y-2">
      {summary.map((m) => (
        <div key={m.method}>
          <dt className="font-semibold">{m.method}</dt>
          {m.steps.map((s) => (
            <dd key={s.doneness}>
              {s.doneness}: {minutesRange(s.minutes)}; off the heat at {pulls(m.method, s.doneness)}, final{' '}
              {degrees(s.internalF)}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
