import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { CutRecipeListing } from '@/components/cut/cut-recipe-listing';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { MissingRecord } from '@/components/layout/record-not-found';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getCut, getCutWithRecipes, getLookups } from '@/lib/api/content';
import { rememberRendered } from '@/lib/health/upstream';
import { orUnreadable } from '@/lib/health/when-unavailable';
import { breadcrumbList, itemList } from '@/lib/seo/json-ld';
import { cutRecipesMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

export async function generateStaticParams() {
  const lookups = await getLookups();
  return lookups.cuts.map((c) => ({ slug: c.value }));
}

export async function generateMetadata({ params }: PageProps<'/cuts/[slug]/recipes'>): Promise<Metadata> {
  const { slug } = await params;
  return cutRecipesMetadata(await orUnreadable(getCut(slug), `/cuts/${slug}/recipes`));
}

export default async function CutRecipesPage({ params }: PageProps<'/cuts/[slug]/recipes'>) {
  const { slug } = await params;
  const found = await orUnreadable(getCutWithRecipes(slug), `/cuts/${slug}/recipes`);
  if (!found) return <MissingRecord what="beef cut" />;
  const { cut, recipes: listing } = found;
  if (cut.slug !== slug) permanentRedirect(`${cut.path}/recipes`);
  if (!listing) return <MissingRecord what="beef cut" />;
  // Cached from now on: the proxy lets it through while the service is failing.
  rememberRendered(`${cut.path}/recipes`);
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
        <CutRecipeListing cut={cut} listing={listing} />
      </div>
    </>
  );
}
