import { Section } from '@/components/ui/section';
import type { RecipeView } from '@/lib/api/views';

/** The method: steps numbered across the instruction groups, each with its cook's tip. */
export function RecipeMethod({ recipe, title }: { recipe: RecipeView; title: string }) {
  const groups = recipe.instructionGroups;
  const firstStep = groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.steps.length, 1));
  return (
    <Section title={title} id="method">
      {groups.map((g, gi) => (
        <div key={`${g.subheading}-${gi}`} className="space-y-3">
          {g.subheading && <h3 className="font-semibold text-brand-800">{g.subheading}</h3>}
          <ol className="space-y-4">
            {g.steps.map((s, si) => {
              const stepNumber = firstStep[gi]! + si;
              return (
                <li key={stepNumber} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {stepNumber}
                  </span>
                  <div className="space-y-2">
                    <p className="leading-relaxed">{s.text}</p>
                    {s.cookTip && <p className="rounded-md bg-brand-50 p-2 text-sm text-brand-900">{s.cookTip}</p>}
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </Section>
  );
}
