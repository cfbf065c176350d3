import Link from 'next/link';
import { CHART_VIEWBOX, LOIN_SPLIT, PRIMAL_SHAPES, SILHOUETTE_EXTRAS } from '@/lib/catalog/cut-chart';

// The interactive chart's own label layout over the shared geometry (lib/catalog/cut-chart.ts):
// every label inside its region at 31 units, which is 14 px or more on a 390 px phone, where
// the chart drops the head and spans x 185-965 (CSS below); the shank's name runs up its leg.

const VIEW = { x: 30, y: 110, width: CHART_VIEWBOX.width - 40, height: CHART_VIEWBOX.height - 100 };
/** What a phone shows of the view box: the body, not the head. */
const PHONE = { x: 195, width: 765 };
const LABEL_UNITS = 31;

const LABELS: Record<string, { x: number; y: number; rotate?: number }> = {
  chuck: { x: 295, y: 235 },
  rib: { x: 455, y: 220 },
  loin: { x: 630, y: 220 },
  round: { x: 835, y: 270 },
  brisket: { x: 266, y: 368 },
  shank: { x: 300, y: 474, rotate: -90 },
  plate: { x: 445, y: 365 },
  flank: { x: 630, y: 355 },
};
/** A larger target where a region is small (the shank: 28 px wide on a phone), over empty
 *  ground only, so that no two targets overlap. */
const HIT_AREAS: Record<string, { x: number; y: number; width: number; height: number }> = {
  shank: { x: 228, y: 434, width: 117, height: 110 },
};
/** The short loin / sirloin line, broken where the Loin label sits. */
const SPLIT_GAP = { from: 190, to: 234 };

/** The cut chart by primal. Each primal is a link (keyboard focusable, named, with the site's
 *  focus ring) to its page; `highlight` marks where a cut comes from. Pure SVG and CSS. */
export function CutChart({
  highlight,
  title = 'Beef cut chart by primal',
  className = '',
}: {
  highlight?: string;
  title?: string;
  className?: string;
}) {
  const stretch = VIEW.width / PHONE.width;
  const shift = (PHONE.x - VIEW.x) / PHONE.width;
  return (
    <div className={`overflow-hidden ${className}`}>
      <svg
        viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
        role="group"
        aria-label={title}
        className="h-auto max-w-none sm:ml-0! sm:w-full!"
        style={{ width: `${stretch * 100}%`, marginLeft: `${-shift * 100}%` }}
      >
        <title>{title}</title>
        {SILHOUETTE_EXTRAS.map((pts) => (
          <polygon key={pts} points={pts} fill="#e7d3bf" stroke="#7c261f" strokeWidth={3} aria-hidden="true" />
        ))}
        {PRIMAL_SHAPES.map((p) => {
          const on = p.slug === highlight;
          const label = LABELS[p.slug] ?? { x: p.label[0], y: p.label[1] };
          const hit = HIT_AREAS[p.slug];
          return (
            <Link
              key={p.slug}
              href={`/cuts/${p.slug}`}
              aria-label={`${p.name}${on ? ' (this cut comes from here)' : ''}`}
              // The site's focus ring, in the chart's units (about 3 px on screen at any width).
              className="group focus-visible:outline-[7px] focus-visible:outline-offset-[5px]"
            >
              {hit && <rect {...hit} fill="transparent" />}
              <polygon
                points={p.points}
                className={`${on ? 'fill-brand-600' : 'fill-[#f3e3d3]'} stroke-brand-800 transition-colors group-hover:fill-brand-100 group-focus-visible:fill-brand-100`}
                strokeWidth={3}
              />
              <text
                x={label.x}
                y={label.y}
                transform={label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={LABEL_UNITS}
                className={`pointer-events-none font-semibold ${on ? 'fill-white group-hover:fill-brand-900 group-focus-visible:fill-brand-900' : 'fill-brand-900'}`}
              >
                {p.name}
              </text>
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
