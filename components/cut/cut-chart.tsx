import Link from 'next/link';
import { CHART_VIEWBOX, LOIN_SPLIT, PRIMAL_SHAPES, SILHOUETTE_EXTRAS } from '@/lib/catalog/cut-chart';

/** The cut chart by primal. Each primal is a link (keyboard focusable, named) to its page;
 *  `highlight` marks where a cut comes from. Pure SVG and CSS: no JavaScript needed. */
export function CutChart({
  highlight,
  title = 'Beef cut chart by primal',
  className = '',
}: {
  highlight?: string;
  title?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox={`30 110 ${CHART_VIEWBOX.width - 40} ${CHART_VIEWBOX.height - 100}`}
      role="group"
      aria-label={title}
      className={`h-auto w-full ${className}`}
    >
      <title>{title}</title>
      {SILHOUETTE_EXTRAS.map((pts) => (
        <polygon key={pts} points={pts} fill="#e7d3bf" stroke="#7c261f" strokeWidth={3} aria-hidden="true" />
      ))}
      {PRIMAL_SHAPES.map((p) => {
        const on = p.slug === highlight;
        return (
          <Link
            key={p.slug}
            href={`/cuts/${p.slug}`}
            aria-label={`${p.name}${on ? ' (this cut comes from here)' : ''}`}
            className="group outline-none"
          >
            <polygon
              points={p.points}
              className={`${on ? 'fill-brand-600' : 'fill-[#f3e3d3]'} stroke-brand-800 transition-colors group-hover:fill-brand-100 group-focus-visible:fill-brand-100 group-focus-visible:stroke-[6]`}
              strokeWidth={3}
            />
            <text
              x={p.label[0]}
              y={p.label[1]}
              textAnchor="middle"
              className={`pointer-events-none text-[26px] ${on ? 'fill-white font-bold group-hover:fill-brand-900' : 'fill-brand-900'}`}
            >
              {p.name}
            </text>
          </Link>
        );
      })}
      <line
        x1={LOIN_SPLIT.x1}
        y1={LOIN_SPLIT.y1}
        x2={LOIN_SPLIT.x2}
        y2={LOIN_SPLIT.y2}
        stroke="#7c261f"
        strokeWidth={2}
        strokeDasharray="8 6"
        aria-hidden="true"
      />
    </svg>
  );
}
