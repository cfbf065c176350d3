import Link from 'next/link';
import { NutritionFacts } from '@/components/nutrition/nutrition-facts';
import { Section } from '@/components/ui/section';
import { Tag, TagList } from '@/components/ui/tag-list';
import type { RecipeView, Ref } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import { ATTRIBUTE_PARAM, recipeSearchHref } from '@/lib/search/facets';

/** A cut named in the page's language, with the catalog's English name and IMPS number beside
 *  it when the name is a translation (marked up as English). */
function CutName({ cut }: { cut: Ref }) {
  return (
    <>
      <Link href={cut.path!} className="font-medium text-brand-700 underline">
        {cut.name}
      </Link>
      {cut.english && (
        <span className="text-sm text-muted">
          {' · '}
          <span lang="en">{cut.english}</span>
          {cut.imps ? ` · IMPS ${cut.imps}` : ''}
        </span>
      )}
    </>
  );
}

/** Nutrition beside what the recipe is: allergens, categories (each a search link), its beef
 *  cuts and its collections (each marked up in its own language). */
export function RecipeFacts({
  recipe,
  lang,
  collectionLangs = {},
}: {
  recipe: RecipeView;
  lang: Lang;
  collectionLangs?: Record<string, Lang>;
}) {
  const t = dictionary(lang);
  const r = t.recipe;
  return (
    <div className="grid gap-10 md:grid-cols-2 print:hidden">
      {recipe.nutrition && (
        <Section title={r.nutrition} id="nutrition">
          <NutritionFacts nutrition={recipe.nutrition} lang={lang} />
        </Section>
      )}
      <div className="space-y-8">
        <Section title={r.allergens} id="allergens">
          {recipe.allergens.length ? <TagList label={r.allergens} items={recipe.allergens} /> : <p>{r.none}</p>}
        </Section>
        {recipe.attributes.length > 0 && (
          <Section title={r.categories} id="categories">
            {/* One heading and a row per attribute type (.facets), not a heading a type: most
                types have one value. Each value is a search link where the type is a facet. */}
            <dl className="facets">
              {recipe.attributes.map((a) => {
                const param = ATTRIBUTE_PARAM[a.typeSlug];
                return (
                  <div key={a.typeSlug}>
                    <dt>{a.type}</dt>
                    <dd>
                      {a.values.map((v) => (
                        <Tag key={v.slug} name={v.name} href={param && recipeSearchHref(param, v.slug)} />
                      ))}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Section>
        )}
        {recipe.beefCuts.length > 0 && (
          <Section title={r.beefCuts} id="beef-cuts">
            {recipe.beefCuts.some((c) => c.english) ? (
              <ul aria-label={r.beefCuts} className="space-y-1">
                {recipe.beefCuts.map((c) => (
                  <li key={c.slug}>
                    <CutName cut={c} />
                  </li>
                ))}
              </ul>
            ) : (
              <TagList label={r.beefCuts} items={recipe.beefCuts.map((c) => ({ name: c.name, href: c.path }))} />
            )}
          </Section>
        )}
        {recipe.collections.length > 0 && (
          <Section title={r.collections} id="collections">
            <ul className="list-disc space-y-1 pl-5">
              {recipe.collections.map((c) => {
                const own = collectionLangs[c.slug] ?? 'en';
                return (
                  <li key={c.slug} lang={own !== lang ? own : undefined}>
                    <Link href={c.path!} className="text-brand-700 underline">
                      {c.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Section>
        )}
      </div>
    </div>
  );
}
