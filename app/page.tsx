import Link from 'next/link';
import { CollectionCard } from '@/components/collection/collection-card';
import { CutChart } from '@/components/cut/cut-chart';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { getLookups, listCollections } from '@/lib/api/content';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

const primals = [
  { name: 'Chuck', note: 'Shoulder: pot roasts, flat iron, Denver steak, ground chuck' },
  { name: 'Rib', note: 'Ribs 6-12: ribeye, prime rib, back ribs' },
  { name: 'Loin', note: 'Short loin and sirloin: strip, T-bone, tenderloin, tri-tip' },
  { name: 'Round', note: 'Hind leg: lean roasts and steaks, eye of round' },
  { name: 'Brisket', note: 'Breast: flat and point, for smoking and braising' },
  { name: 'Plate', note: 'Below the rib: skirt steaks, short ribs' },
  { name: 'Flank', note: 'Belly: flank steak for the grill' },
  { name: 'Shank', note: 'Foreshank: cross cuts for long braises' },
];

export default async function HomePage() {
  const lookups = await getLookups();
  const featured = await listCollections(
    [...lookups.recipeCollections.slice(0, 6), ...lookups.cutCollections.slice(0, 3)].map((c) => c.id),
  );
  return (
    <div className="space-y-12">
      <section className="rounded-2xl bg-brand-50 px-6 py-10 sm:px-10">
        <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          Know your cut. Cook it right.
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          Every beef cut from primal to plate, with USDA nutrition, safe cooking temperatures and original recipes that
          work.
        </p>
        <form
          action="/recipes"
          method="get"
          role="search"
          aria-label="Recipes and cuts"
          className="mt-6 flex max-w-xl gap-2"
        >
          <label htmlFor="home-search" className="sr-only">
            Search recipes and cuts
          </label>
          <input
            id="home-search"
            name="searchText"
            type="search"
            placeholder="Try “short ribs” or “grill”"
            className="w-full rounded-md border border-stone-300 bg-white px-4 py-3"
          />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Search
          </button>
        </form>
        <ProviderAttribution className="mt-6" />
      </section>

      <section aria-labelledby="chart-heading" className="space-y-4">
        <h2 id="chart-heading" className="text-2xl font-bold tracking-tight">
          Find a cut on the chart
        </h2>
        <p className="text-muted">
          Choose a primal to see the cuts that come from it. Every region is a link, reachable with the keyboard.
        </p>
        <div className="mx-auto max-w-4xl rounded-2xl border border-stone-200 bg-white p-4">
          <CutChart title="Beef cut chart: choose a primal" />
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="space-y-4">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
          Featured collections
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((c) => (
            <li key={c.id}>
              <CollectionCard collection={c} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="primals-heading" className="space-y-4">
        <h2 id="primals-heading" className="text-2xl font-bold tracking-tight">
          The eight beef primals
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {primals.map((p) => (
            <li key={p.name} className="rounded-xl border border-stone-200 bg-white p-4">
              <Link
                href={`/cuts/${p.name.toLowerCase()}`}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {p.name}
              </Link>
              <p className="mt-1 text-sm text-muted">{p.note}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          Forequarter and hindquarter part between the 12th and 13th ribs.{' '}
          <Link href="/about" className="underline">
            How our catalog is built
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
