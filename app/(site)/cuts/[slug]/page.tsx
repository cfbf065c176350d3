import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { CutCollections } from '@/components/cut/cut-collections';
import { CutCompareLink } from '@/components/cut/cut-compare-link';
import { CutCooking } from '@/components/cut/cut-cooking';
import { CutGuidelines } from '@/components/cut/cut-guidelines';
import { CutHeader } from '@/components/cut/cut-header';
import { CutHierarchy } from '@/components/cut/cut-hierarchy';
import { CutMenu } from '@/components/cut/cut-menu';
import { CutNutrition } from '@/components/cut/cut-nutrition';
import { CutRecipePreview } from '@/components/cut/cut-recipe-preview';
import { CutRelated } from '@/components/cut/cut-related';
import { CutTexts } from '@/components/cut/cut-texts';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { MissingRecord } from '@/components/layout/record-not-found';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getCut, getCutWithRecipes, getLookups } from '@/lib/api/content';
import { rememberRendered } from '@/lib/health/upstream';
import { orUnreadable } from '@/lib/health/when-unavailable';
import { breadcrumbList, cutJsonLd } from '@/lib/seo/json-ld';
import { cutMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

export async function generateStaticParams() {
  const lookups = await getLookups();
  return lookups.cuts.map((c) => ({ slug: c.value }));
}

export async function generateMetadata({ params }: PageProps<'/cuts/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return cutMetadata(await orUnreadable(getCut(slug), `/cuts/${slug}`));
}

export default async function CutPage({ params }: PageProps<'/cuts/[slug]'>) {
  const { slug } = await params;
  const found = await orUnreadable(getCutWithRecipes(slug), `/cuts/${slug}`);
  if (!found) return <MissingRecord what="beef cut" />;
  const { cut, recipes } = found;
  if (cut.slug !== slug) permanentRedirect(cut.path);
  // Cached from now on: the proxy lets it through while the service is failing.
  rememberRendered(cut.path);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Beef cuts', path: '/cuts' },
    ...cut.ancestors.map((a) => ({ name: a.name, path: a.path })),
    { name: cut.name, path: cut.path },
  ];

  return (
    <>
      <JsonLd data={cutJsonLd(cut, absoluteUrl)} />
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <article className="space-y-10">
        <CutHeader cut={cut} />
        <ProviderAttribution />
        <div className="grid gap-10 lg:grid-cols-2">
          <CutTexts cut={cut} />
          <div className="space-y-8">
            <CutCooking cut={cut} />
            <CutHierarchy cut={cut} />
          </div>
        </div>
        <CutGuidelines cut={cut} />
        <CutNutrition cut={cut} />
        <CutCompareLink cut={cut} />
        <CutRelated cut={cut} />
        <CutMenu cut={cut} />
        <CutCollections cut={cut} />
      </article>
      <CutRecipePreview cut={cut} recipes={recipes} />
    </>
  );
}
