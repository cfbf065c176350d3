import Image from 'next/image';
import Link from 'next/link';
import type { RecipeCard as RecipeCardData } from '@/lib/api/views';

export function RecipeCard({ recipe, headingLevel = 3 }: { recipe: RecipeCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md" lang={recipe.isSpanish ? 'es' : undefined}>
      {recipe.image && (
        <Image src={recipe.image.src} width={recipe.image.width} height={recipe.image.height} alt="" sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw" className="aspect-[4/3] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <H className="font-semibold leading-snug text-ink">
          <Link href={recipe.path} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {recipe.name}
          </Link>
        </H>
        <p className="text-sm text-muted">
          {[recipe.totalTime, recipe.servings].filter(Boolean).join(' · ')}
        </p>
      </div>
    </article>
  );
}

export function RecipeGrid({ recipes, headingLevel }: { recipes: RecipeCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {recipes.map((r) => (
        <li key={r.id} className="flex">
          <div className="w-full">
            <RecipeCard recipe={r} headingLevel={headingLevel} />
          </div>
        </li>
      ))}
    </ul>
  );
}
