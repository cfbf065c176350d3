import { RecipeGrid } from '@/components/recipe/recipe-card';
import { Section } from '@/components/ui/section';
import type { RecipeCard } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { saveText } from '@/components/kitchen/save-text';

/** "More like this": other recipes with the same cuts; nothing when there are none. */
export function RecipeRelated({ recipes, title, lang }: { recipes: RecipeCard[]; title: string; lang: Lang }) {
  if (!recipes.length) return null;
  return (
    <Section title={title} id="related" className="no-print mt-12">
      <RecipeGrid recipes={recipes} lang={lang} save={saveText(lang)} />
    </Section>
  );
}
