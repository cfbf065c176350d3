import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { permanentRedirect } from 'next/navigation';
import { CutChart } from '@/components/cut/cut-chart';
import { GuidelineCalculatorClient } from '@/components/cut/guideline-calculator-client';
import { NutritionTabsClient } from '@/components/cut/nutrition-tabs-client';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { NutritionFacts } from '@/components/nutrition/nutrition-facts';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { TagList } from '@/components/ui/tag-list';
import { getCut, getCutWithRecipes, getLookups } from '@/lib/api/content';
import type { LinkedText, Ref } from '@/lib/api/views';
import { compareHref } from '@/lib/search/compare';
import { cutSearchHref } from '@/lib/search/facets';
import { breadcrumbList, cutJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';
import { MissingRecord } from '@/components/layout/record-not-found';
import { CUT_LEVEL_LABEL, isGroundBeef, minutesRange } from '@/components/cut/format';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

export async function generateStaticParams() {
  const lookups = await getLookups();
  return lookups.cuts.map((c) => ({ slug: c.value }));
}

export async function generateMetadata({ params }: PageProps<'/cuts/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const cut = await getCut(slug);
  if (!cut) return { title: 'Beef cut not found', robots: { index: false } };
  const hero = cut.images.find((i) => i.ratio === '16x9') ?? cut.images[0];
  return {
    title: `${cut.name}: how to buy and cook it`,
    description: cut.meta || cut.description,
    alternates: { canonical: cut.path },
    openGraph: {
      type: 'article',
      title: cut.name,
      description: cut.meta,
      url: cut.path,
      images: hero ? [{ url: hero.src, width: hero.width, height: hero.height, alt: hero.alt }] : [],
    },
    twitter: { card: 'summary_large_image', title: cut.name, description: cut.meta, images: hero ? [hero.src] : [] },
  };
}

function Linked({ items, title }: { items: LinkedText[]; title: string }) {
  if (!items.length) return null;
  return (
    <Section title={title}>
      <ul className="space-y-2">
        {items.map((x) => (
          <li key={x.ref.slug}>
            {x.ref.path ? (
              <Link href={x.ref.path} className="font-semibold text-brand-700 underline">
                {x.ref.name}
              </Link>
            ) : (
              <span className="font-semibold">{x.ref.name}</span>
            )}
            <span className="text-muted">: {x.text}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default async function CutPage({ params }: PageProps<'/cuts/[slug]'>) {
  const { slug } = await params;
  const found = await getCutWithRecipes(slug);
  if (!found) return <MissingRecord what="beef cut" />;
  const { cut, recipes } = found;
  if (cut.slug !== slug) permanentRedirect(cut.path);
  const own = recipes?.own ?? [];
  const groupCount = (recipes?.groups ?? []).reduce((n, g) => n + g.cuts.reduce((m, c) => m + c.recipes.length, 0), 0);
  const hero = cut.images.find((i) => i.ratio === '16x9') ?? cut.images[0];
  const isGround = isGroundBeef(cut);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Beef cuts', path: '/cuts' },
    ...cut.ancestors.map((a) => ({ name: a.name, path: a.path })),
    { name: cut.name, path: cut.path },
  ];
  // "Compare with…": this cut, its first alternative and its first substitute that have pages.
  const compareWith = [
    cut.alternatives.find((x) => x.ref.path)?.ref,
    cut.substitutes.find((x) => x.ref.path)?.ref,
  ].filter((r, i, all): r is Ref => !!r && r.slug !== cut.slug && all.findIndex((x) => x?.slug === r.slug) === i);
  const texts: [string, string][] = [
    ['Why cooks choose it', cut.marketing],
    ['How to cook it', cut.preparation],
    ['Anatomy', cut.cutDescription],
    ['Buying and ordering', cut.ordering],
  ];

  return (
    <>
      <JsonLd data={cutJsonLd(cut, absoluteUrl)} />
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <article className="space-y-10">
        <header className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="space-y-4">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {CUT_LEVEL_LABEL[cut.level]}
              {cut.isLean ? ' · Lean (USDA definition)' : ''}
            </p>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{cut.name}</h1>
            {cut.aliases.length > 0 && <p className="text-muted">Also called {cut.aliases.join(', ')}.</p>}
            <p className="text-lg">{cut.description}</p>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              {cut.namp.number && (
                <div className="rounded-lg bg-stone-100 p-3">
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">IMPS/NAMP</dt>
                  <dd>
                    <span className="font-semibold">{cut.namp.number}</span> {cut.namp.name}
                  </dd>
                </div>
              )}
              <div className="rounded-lg bg-stone-100 p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">URMIS label</dt>
                <dd>
                  <span className="font-semibold">{cut.urmis.name}</span>
                  {cut.urmis.characteristics ? ` (${cut.urmis.characteristics})` : ''}
                </dd>
              </div>
            </dl>
          </div>
          {hero && (
            <Image
              src={hero.src}
              width={hero.width}
              height={hero.height}
              alt={hero.alt}
              priority
              sizes="(min-width: 1024px) 560px, 100vw"
              className="aspect-[16/9] w-full rounded-2xl border border-stone-200 object-cover"
            />
          )}
        </header>
        <ProviderAttribution />

        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-8">
            {texts
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <Section key={k} title={k}>
                  <p className="leading-relaxed">{v}</p>
                </Section>
              ))}
            <aside aria-label="Butcher's tip" className="rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">Butcher’s tip</p>
              <p className="mt-1">{cut.butchersTip}</p>
            </aside>
          </div>
          <div className="space-y-8">
            <Section title="Best ways to cook it">
              <TagList
                label="Cooking methods"
                items={cut.cookingMethods.map((m) => ({
                  name: m.name,
                  href: cutSearchHref('preferredCookingMethods', m.slug),
                }))}
              />
              {cut.urmis.tip && <p className="text-sm text-muted">Label tip: {cut.urmis.tip}</p>}
              {cut.isMarinate && (
                <p className="text-sm">
                  A marinade helps this cut: it tenderizes and seasons lean, long-grained muscle.
                </p>
              )}
            </Section>
            <Section title="Where it comes from">
              <CutChart
                highlight={cut.primal?.slug ?? (cut.level === 'primal' ? cut.slug : undefined)}
                title={`${cut.name} on the beef cut chart`}
              />
              <nav aria-label="Cut hierarchy" className="space-y-2 text-sm">
                {cut.ancestors.length > 0 && (
                  <p>
                    Part of:{' '}
                    {cut.ancestors.map((a, i) => (
                      <span key={a.slug}>
                        {i > 0 && ' › '}
                        {a.path ? (
                          <Link href={a.path} className="text-brand-700 underline">
                            {a.name}
                          </Link>
                        ) : (
                          a.name
                        )}
                      </span>
                    ))}
                  </p>
                )}
                {cut.children.length > 0 && (
                  <div>
                    <p className="font-medium">Cut from it:</p>
                    <TagList
                      label="Cuts from this one"
                      items={cut.children.map((c) => ({ name: c.name, href: c.path }))}
                    />
                  </div>
                )}
                {cut.siblings.length > 0 && (
                  <div>
                    <p className="font-medium">Neighbours:</p>
                    <TagList
                      label="Cuts from the same parent"
                      items={cut.siblings.map((c) => ({ name: c.name, href: c.path }))}
                    />
                  </div>
                )}
              </nav>
            </Section>
          </div>
        </div>

        {cut.guidelines.length > 0 && (
          <Section title="Cooking guidelines" id="guidelines">
            <p className="text-sm text-muted">
              Doneness on the beef checkoff scale: medium rare 145 °F, medium 160 °F, well done 170 °F; braises cook on
              to fork-tender. The USDA safe minimum is
              {isGround ? ' 160 °F for ground beef.' : ' 145 °F with a 3-minute rest for steaks and roasts.'}
            </p>
            <GuidelineCalculatorClient guidelines={cut.guidelines} isGround={isGround} cutName={cut.name} />
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Cooking guidelines for {cut.name}</caption>
                <thead className="border-b-2 border-ink">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Method
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Size
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Heat
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Doneness
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Time
                    </th>
                    <th scope="col" className="py-2">
                      Internal temperature
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cut.guidelines.map((g) => (
                    <tr key={g.id} className="border-b border-stone-200">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {g.method}
                      </th>
                      <td className="py-2 pr-3">
                        {g.thicknessInches !== null
                          ? `${g.thicknessInches} in thick`
                          : g.weightOunces
                            ? `${g.weightOunces[0]}-${g.weightOunces[1]} oz`
                            : ''}
                      </td>
                      <td className="py-2 pr-3">
                        {[
                          g.ovenF ? `${g.ovenF} °F` : '',
                          g.grillingMethod,
                          g.distanceInches ? `${g.distanceInches} in from heat` : '',
                        ]
                          .filter(Boolean)
                          .join('; ')}
                      </td>
                      <td className="py-2 pr-3">{g.doneness}</td>
                      <td className="py-2 pr-3">{minutesRange(g.minutes)}</td>
                      <td className="py-2">{g.internalF} °F</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
        )}

        {(cut.nutrition.cooked || cut.nutrition.raw) && (
          <Section title="Nutrition" id="nutrition">
            {cut.nutrition.cooked && cut.nutrition.raw ? (
              <NutritionTabsClient
                cooked={<NutritionFacts nutrition={cut.nutrition.cooked} />}
                raw={<NutritionFacts nutrition={cut.nutrition.raw} />}
              />
            ) : (
              <NutritionFacts nutrition={(cut.nutrition.cooked ?? cut.nutrition.raw)!} />
            )}
          </Section>
        )}

        {compareWith.length > 0 && (
          <p>
            <Link
              href={compareHref([cut.slug, ...compareWith.map((r) => r.slug)])}
              className="font-semibold text-brand-700 underline"
            >
              Compare with {compareWith.map((r) => r.name).join(' and ')} side by side
            </Link>
          </p>
        )}
        <div className="grid gap-10 md:grid-cols-2">
          <Linked title="Alternatives" items={cut.alternatives} />
          <Linked title="Substitutes" items={cut.substitutes} />
          <Linked title="Pairs well with" items={cut.pairings} />
          <Linked title="Rolls up into" items={cut.rollups} />
        </div>

        {cut.menuApplications.length > 0 && (
          <Section title="On the menu (foodservice)">
            <dl className="grid gap-4 md:grid-cols-2">
              {cut.menuApplications.map((m) => (
                <div key={m.subheading} className="rounded-lg border border-stone-200 p-4">
                  <dt className="font-semibold">{m.subheading}</dt>
                  <dd className="mt-1 text-muted">{m.text}</dd>
                </div>
              ))}
            </dl>
          </Section>
        )}

        {cut.collections.length > 0 && (
          <Section title="In these guides">
            <TagList label="Collections" items={cut.collections.map((c) => ({ name: c.name, href: c.path }))} />
          </Section>
        )}
      </article>

      <Section title={`Recipes with ${cut.name.toLowerCase()}`} id="recipes" className="mt-12">
        {own.length ? (
          <RecipeGrid recipes={own.slice(0, 8)} />
        ) : (
          <p className="text-muted">No recipe uses this cut directly yet.</p>
        )}
        {(own.length > 8 || groupCount > 0) && (
          <p>
            <Link href={`${cut.path}/recipes`} className="font-semibold text-brand-700 underline">
              See all {own.length + groupCount} recipes for this cut and the cuts you can swap in
            </Link>
          </p>
        )}
      </Section>
    </>
  );
}
