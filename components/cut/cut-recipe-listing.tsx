import { RecipeGrid } from '@/components/recipe/recipe-card';
import { Section } from '@/components/ui/section';
import type { CutRecipesView, CutView } from '@/lib/api/views';
import { saveText } from '@/components/kitchen/save-text';

/** Every recipe of the cut, then those of each group of cuts it can stand in for, by cut;
 *  a group or cut without recipes is left out. */
export function CutRecipeListing({ cut, listing }: { cut: CutView; listing: CutRecipesView }) {
  return (
    <>
      <Section title={`Made with ${cut.name.toLowerCase()}`}>
        {listing.own.length ? (
          <RecipeGrid recipes={listing.own} save={saveText('en')} />
        ) : (
          <p className="text-muted">No recipe uses this cut directly yet.</p>
        )}
      </Section>
      {listing.groups.map((g) => {
        const cuts = g.cuts.filter((c) => c.recipes.length);
        if (!cuts.length) return null;
        return (
          <Section key={g.slug} title={`Also in the ${g.name.toLowerCase()} group`}>
            {cuts.map((c) => (
              <div key={c.ref.slug} className="space-y-3">
                <h3 className="font-semibold">{c.ref.name}</h3>
                <RecipeGrid recipes={c.recipes} save={saveText('en')} />
              </div>
            ))}
          </Section>
        );
      })}
    </>
  );
}
