import Link from 'next/link';
import { CHART_VIEWBOX, LOIN_SPLIT, PRIMAL_SHAPES, REGION_LAYOUT, SILHOUETTE_EXTRAS } from '@/lib/catalog/cut-chart';
import { chartRegions, regionOf } from '@/lib/chart/primal-regions';

// The interactive chart: the shared geometry (lib/catalog/cut-chart.ts) with its site layout, each
// region linked to the service's primal record of its name (lib/chart/primal-regions.ts). On a
// 390 px phone the chart drops the head and spans x 185-965 (CSS below).

const VIEW = { x: 30, y: 110, width: CHART_VIEWBOX.width - 40, height: CHART_VIEWBOX.height - 100 };
/** What a phone shows of the view box: the body, not the head. */
const PHONE = { x: 195, width: 765 };
/** The record's name when it holds the drawn label as a word ("Beef Chuck" for Chuck), else the
 *  label: a link's name must contain its visible text ("Beef Foreshank" over Shank would not). */
const spoken = (label: string, recordName?: string) =>
  recordName && new RegExp(`\\b${label}\\b`, 'i').test(recordName) ? recordName : label;
/** The short loin / sirloin line, broken where the Loin label sits. */
const SPLIT_GAP = { from: 190, to: 234 };

/** The cut chart by primal. Each primal the service has is a link (keyboard focusable, named,
 *  with the site's focus ring) to its page; `highlight` (a primal's name) marks where a cut
 *  comes from (`.on`). Pure SVG and CSS: the regions' look, labels and focus ring are in
 *  app/globals.css (`.cut-chart`), written once, not on each region. */
export async function CutChart({
  highlight,
  title = 'Beef cut chart by primal',
  className = '',
}: {
  highlight?: string;
  title?: string;
  className?: string;
}) {
  const regions = await chartRegions();
  const stretch = VIEW.width / PHONE.width;
  const shift = (PHONE.x - VIEW.x) / PHONE.width;
  return (
    <div className={`overflow-hidden ${className}`}>
      <svg
        viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
        role="group"
        aria-label={title}
        className="cut-chart h-auto max-w-none sm:ml-0! sm:w-full!"
        style={{ width: `${stretch * 100}%`, marginLeft: `${-shift * 100}%` }}
      >
        <title>{title}</title>
        {SILHOUETTE_EXTRAS.map((pts) => (
          <polygon key={pts} points={pts} fill="#e7d3bf" stroke="#7c261f" strokeWidth={3} aria-hidden="true" />
        ))}
        {PRIMAL_SHAPES.map((p, i) => {
          const region = regions[i]!;
          const on = !!highlight && regionOf(highlight) === p.name;
          const layout = REGION_LAYOUT[p.name];
          const label = layout?.tag ?? { x: p.label[0], y: p.label[1] };
          const hit = layout?.hit;
          const fit = layout?.tag.fit;
          const shape = (
            <>
              {hit && region.path && <rect {...hit} fill="transparent" />}
              <polygon points={p.points} />
              <text
                x={label.x}
                y={label.y}
                transform={label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined}
                textLength={fit}
                lengthAdjust={fit ? 'spacing' : undefined}
              >
                {p.name}
              </text>
            </>
          );
          // A region the service has no primal record for is drawn, not linked.
          if (!region.path)
            return (
              <g key={p.name} className={on ? 'on' : undefined}>
                {shape}
              </g>
            );
          return (
            <Link
              key={p.name}
              href={region.path}
              aria-label={`${spoken(p.name, region.recordName)}${on ? ' (this cut comes from here)' : ''}`}
              className={on ? 'on' : undefined}
            >
              {shape}
            </Link>
          );
        })}
        {[
          [LOIN_SPLIT.y1, SPLIT_GAP.from],
          [SPLIT_GAP.to, LOIN_SPLIT.y2],
        ].map(([y1, y2]) => (
          <line
            key={y1}
            x1={LOIN_SPLIT.x1}
            y1={y1}
            x2={LOIN_SPLIT.x2}
            y2={y2}
            stroke="#7c261f"
            strokeWidth={2}
            strokeDasharray="8 6"
            aria-hidden="true"
            pointerEvents="none"
          />
        ))}
      </svg>
    </div>
  );
}
