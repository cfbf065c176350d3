import { ProviderAttribution } from '@/components/layout/provider-attribution';

/** The site's promise and a search box (a plain GET form to the recipe search). */
export function HomeHero() {
  return (
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
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Search
        </button>
      </form>
      <ProviderAttribution className="mt-6" />
    </section>
  );
}
