import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { getCut, getCutWithRecipes, getLookups } from '@/lib/api/content';
import { breadcrumbList, itemList } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';
import { MissingRecord } from '@/components/layout/record-not-found';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

export async function generateStaticParams() {
  const lookups = await getLookups();
  return lookups.cuts.map((c) => ({ slug: c.value }));
}

export async function generateMetadata({ params }: PageProps<'/cuts/[slug]/recipes'>): Promise<Metadata> {
  const { slug } = await params;
  const cut = await getCut(slug);
  if (!cut) return { title: 'Beef cut not found', robots: { index: false } };
  return {
    title: `${cut.name} recipes`,
    description: `Recipes that use ${cut.name.toLowerCase()}, and recipes for the cuts you can use in its place.`,
    alternates: { canonical: `${cut.path}/recipes` },
  };
}

export default async function CutRecipesPage({ params }: PageProps<'/cuts/[slug]/recipes'>) {
  const { slug } = await params;
  const found = await getCutWithRecipes(slug);
  if (!found) return <MissingRecord what="beef cut" />;
  const { cut, recipes: listing } = found;
  if (cut.slug !== slug) permanentRedirect(`${cut.path}/recipes`);
  if (!listing) return <MissingRecord what="beef cut" />;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Beef cuts', path: '/cuts' },
    { name: cut.name, path: cut.path },
    { name: 'Recipes', path: `${cut.path}/recipes` },
  ];
  const all = [...listing.own, ...listing.groups.flatMap((g) => g.cuts.flatMap((c) => c.recipes))];
  return (
    <>
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <JsonLd data={itemList(all, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <div className="space-y-10">
        <header className="space-y-2">
          <h1 className="text-3xl font-extrabold tracking-tight">{cut.name} recipes</h1>
          <p className="text-muted">
            Recipes that call for {cut.name.toLowerCase()}, then recipes for the cuts a cook can treat as the same
            thing.
          </p>
        </header>
        <ProviderAttribution />
        <Section title={`Made with ${cut.name.toLowerCase()}`}>
          {listing.own.length ? (
            <RecipeGrid recipes={listing.own} />
          ) : (
            <p className="text-muted">No recipe uses this cut directly yet.</p>
          )}
        </Section>
        {listing.groups.map((g) =>
          g.cuts.filter((c) => c.recipes.length).length ? (
            <Section key={g.slug} title={`Also in the ${g.name.toLowerCase()} group`}>
              {g.cuts
                .filter((c) => c.recipes.length)
                .map((c) => (
                  <div key={c.ref.slug} className="space-y-3">
                    <h3 className="font-semibold">{c.ref.name}</h3>
                    <RecipeGrid recipes={c.recipes} />
                  </div>
                ))}
            </Section>
          ) : null,
        )}
      </div>
    </>
  );
}
