import { SaveButtonClient } from '@/components/kitchen/save-button-client';
import type { SaveButtonText } from '@/components/kitchen/save-button-client';
import { saveTarget } from '@/components/kitchen/save-target';
import { LinkCard } from '@/components/ui/link-card';
import { cardGrid, cardGrid3, type Layout } from '@/components/ui/image-sizes';
import type { RecipeCard as RecipeCardData } from '@/lib/api/views';
import { LanguageBadge } from '@/components/recipe/language-badge';
import type { Lang } from '@/lib/i18n/dict';
import { fill } from '@/lib/i18n/fill';

/** What a card says when the recipe is not an everyday dish (lib/search/kinds.ts `leaveOut`). */
export type RoleLabels = Record<NonNullable<RecipeCardData['role']>, string>;

/** The time a search filtered on, shown labelled with the total (lib/search/params.ts
 *  filteredTime), and the labels in the page's language. */
export type CardTime = { field: 'cook'; labels: Record<'cook' | 'total', string> };

/** "Cook 35 minutes · Total 1 hour 50 minutes · 4 servings" when the search filtered on the
 *  cook time (the total's note in parentheses goes, for room); else "1 hour 50 minutes (…) ·
 *  4 servings". */
export function cardFacts(recipe: RecipeCardData, time?: CardTime): string {
  const times =
    time && recipe.cookTime
      ? [
          fill(time.labels.cook, { time: recipe.cookTime }),
          recipe.totalTime && fill(time.labels.total, { time: recipe.totalTime.replace(/\s*\([^)]*\)\s*$/, '') }),
        ]
      : [recipe.totalTime];
  return [...times, recipe.servings].filter(Boolean).join(' · ');
}

/** A recipe in a list. One written in another language than the list's page says so, with
 *  its language's own name ("Español" among English recipes), and is marked up in it. */
export function RecipeCard({
  recipe,
  headingLevel = 3,
  lang = 'en',
  roles,
  save,
  compact = false,
  time,
  sizes = cardGrid,
}: {
  recipe: RecipeCardData;
  headingLevel?: 2 | 3;
  /** The page's language. */
  lang?: Lang;
  roles?: RoleLabels;
  /** The save button's words in the page's language (components/kitchen/save-text.ts). */
  save: SaveButtonText;
  compact?: boolean;
  time?: CardTime;
  /** Where the card is laid out (components/ui/image-sizes.ts). */
  sizes?: Layout;
}) {
  const own: Lang = recipe.isSpanish ? 'es' : 'en';
  const other = own !== lang;
  return (
    <LinkCard
      href={recipe.path}
      title={recipe.name}
      image={recipe.image}
      sizes={sizes}
      headingLevel={headingLevel}
      lang={other ? own : undefined}
      compact={compact}
    >
      {recipe.role && roles && (
        <p className="order-first self-start rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {roles[recipe.role]}
        </p>
      )}
      <p className="text-sm text-muted">{cardFacts(recipe, time)}</p>
      {other && (
        <p className="pt-2">
          <LanguageBadge lang={own} />
        </p>
      )}
      {/* Above the title link's overlay (app/globals.css, .card .save), so the card stays one link
          and the button its own control. */}
      <SaveButtonClient recipe={saveTarget(recipe)} t={save} named />
    </LinkCard>
  );
}

export function RecipeGrid({
  recipes,
  headingLevel,
  lang,
  roles,
  save,
  compact = false,
  time,
  columns = 4,
}: {
  recipes: RecipeCardData[];
  headingLevel?: 2 | 3;
  lang?: Lang;
  roles?: RoleLabels;
  save: SaveButtonText;
  compact?: boolean;
  time?: CardTime;
  /** The most columns (from `xl`; 3 from `lg` either way). */
  columns?: 3 | 4;
}) {
  return (
    <ul
      className={`grid sm:grid-cols-2 lg:grid-cols-3 ${columns === 4 ? 'xl:grid-cols-4' : ''} ${compact ? 'gap-3 sm:gap-4' : 'gap-4'}`}
    >
      {recipes.map((r) => (
        <li key={r.id}>
          <RecipeCard
            recipe={r}
            headingLevel={headingLevel}
            lang={lang}
            roles={roles}
            save={save}
            compact={compact}
            time={time}
            sizes={columns === 3 ? cardGrid3 : cardGrid}
          />
        </li>
      ))}
    </ul>
  );
}
