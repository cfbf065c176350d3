import Link from 'next/link';
import { NutritionFacts } from '@/components/nutrition/nutrition-facts';
import { Section } from '@/components/ui/section';
import { TagList } from '@/components/ui/tag-list';
import type { RecipeView } from '@/lib/api/views';
import { dictionary, type Lang } from '@/lib/i18n/dictionaries';
import { ATTRIBUTE_PARAM, recipeSearchHref } from '@/lib/search/facets';

/** Nutrition beside what the recipe is: allergens, attributes (each a search link), its beef
 *  cuts and its collections. */
export function RecipeFacts({ recipe, lang }: { recipe: RecipeView; lang: Lang }) {
  const t = dictionary(lang).recipe;
  return (
    <div className="grid gap-10 md:grid-cols-2 print:hidden">
      {recipe.nutrition && (
        <Section title={t.nutrition} id="nutrition">
          <NutritionFacts nutrition={recipe.nutrition} title={t.nutritionFacts} />
        </Section>
      )}
      <div className="space-y-8">
        <Section title={t.allergens} id="allergens">
          {recipe.allergens.length ? (
            <TagList label={t.allergens} items={recipe.allergens.map((a) => ({ name: a }))} />
          ) : (
            <p>{t.none}</p>
          )}
        </Section>
        {recipe.attributes.map((a) => (
          <Section key={a.typeSlug} title={a.type} id={`attr-${a.typeSlug}`}>
            <TagList
              label={a.type}
              items={a.values.map((v) => ({
                name: v.name,
                href: ATTRIBUTE_PARAM[a.typeSlug] ? recipeSearchHref(ATTRIBUTE_PARAM[a.typeSlug]!, v.slug) : undefined,
              }))}
            />
          </Section>
        ))}
        {recipe.beefCuts.length > 0 && (
          <Section title="Beef cuts" id="beef-cuts">
            <TagList label="Beef cuts" items={recipe.beefCuts.map((c) => ({ name: c.name, href: c.path }))} />
          </Section>
        )}
        {recipe.collections.length > 0 && (
          <Section title={t.collections} id="collections">
            <ul className="list-disc space-y-1 pl-5">
              {recipe.collections.map((c) => (
                <li key={c.slug}>
                  <Link href={c.path!} className="text-brand-700 underline">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </div>
    </div>
  );
}
