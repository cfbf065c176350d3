import { LinkCard } from '@/components/ui/link-card';
import type { RecipeCard as RecipeCardData } from '@/lib/api/views';

const SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw';

export function RecipeCard({ recipe, headingLevel = 3 }: { recipe: RecipeCardData; headingLevel?: 2 | 3 }) {
  return (
    <LinkCard
      href={recipe.path}
      title={recipe.name}
      image={recipe.image}
      sizes={SIZES}
      headingLevel={headingLevel}
      lang={recipe.isSpanish ? 'es' : undefined}
    >
      <p className="text-sm text-muted">{[recipe.totalTime, recipe.servings].filter(Boolean).join(' · ')}</p>
    </LinkCard>
  );
}

export function RecipeGrid({ recipes, headingLevel }: { recipes: RecipeCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {recipes.map((r) => (
        <li key={r.id}>
          <RecipeCard recipe={r} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
