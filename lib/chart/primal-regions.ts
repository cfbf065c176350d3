import 'server-only';
import { getLookups } from '@/lib/api/content';
import { cutPath } from '@/lib/api/views';
import { PRIMAL_SHAPES, REGION_LAYOUT } from '@/lib/catalog/cut-chart';

// The chart's regions and the home page's primal list from the configured service's primal
// records (lookups `ingredientPrimals`): a region links to the record whose name is the
// region's ("Chuck", "Beef Chuck", "chuck primal"); a region no record names is drawn unlinked,
// and a primal no region draws is still listed. Nothing here knows a slug.

export type PrimalLink = { name: string; path: string; note: string; region?: string };
export type ChartRegion = { name: string; points: string; path?: string; recordName?: string };

/** "Beef Chuck Primal" → "chuck": how a record's name is compared with a region's. */
export const regionKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .replace(/\b(beef|primal|cuts?)\b/g, '')
    .trim();

/** The chart region a primal record's name names, if any. */
export function regionOf(name: string): string | undefined {
  const key = regionKey(name);
  return Object.entries(REGION_LAYOUT).find(
    ([region, layout]) => regionKey(region) === key || (layout.aka ?? []).some((a) => regionKey(a) === key),
  )?.[0];
}
const chartOrder = (name: string) => {
  const region = regionOf(name);
  const i = PRIMAL_SHAPES.findIndex((p) => p.name === region);
  return i < 0 ? PRIMAL_SHAPES.length : i;
};

/** The service's primals, in the chart's order (then any it does not draw), each with our line
 *  on what comes from it where we have one. */
export async function primalLinks(): Promise<PrimalLink[]> {
  const lookups = await getLookups().catch(() => null);
  return [...(lookups?.primals ?? [])]
    .sort((a, b) => chartOrder(a.name) - chartOrder(b.name))
    .map((p) => {
      const region = regionOf(p.name);
      return { name: p.name, path: cutPath(p.slug), note: region ? REGION_LAYOUT[region]!.note : '', region };
    });
}

/** Every region of the chart, linked to its primal's page when the service has that primal. */
export async function chartRegions(): Promise<ChartRegion[]> {
  const primals = await primalLinks();
  return PRIMAL_SHAPES.map((shape) => {
    const record = primals.find((p) => p.region === shape.name);
    return { name: shape.name, points: shape.points, path: record?.path, recordName: record?.name };
  });
}
