import { isGroundBeef, minutesRange } from '@/components/cut/format';
import { GuidelineCalculatorClient } from '@/components/cut/guideline-calculator-client';
import { Section } from '@/components/ui/section';
import type { CutView, GuidelineView } from '@/lib/api/views';

const COLUMNS = ['Method', 'Size', 'Heat', 'Doneness', 'Time'];

/** A guideline's size: a thickness, else a weight range. */
const sizeOf = (g: GuidelineView) =>
  g.thicknessInches !== null
    ? `${g.thicknessInches} in thick`
    : g.weightOunces
      ? `${g.weightOunces[0]}-${g.weightOunces[1]} oz`
      : '';

/** A guideline's heat: oven temperature, grilling method, distance from the heat, as given. */
const heatOf = (g: GuidelineView) =>
  [g.ovenF ? `${g.ovenF} °F` : '', g.grillingMethod, g.distanceInches ? `${g.distanceInches} in from heat` : '']
    .filter(Boolean)
    .join('; ');

/** The doneness scale and safe minimum, the time calculator, and the full guidelines table. */
export function CutGuidelines({ cut }: { cut: CutView }) {
  if (!cut.guidelines.length) return null;
  const isGround = isGroundBeef(cut);
  return (
    <Section title="Cooking guidelines" id="guidelines">
      <p className="text-sm text-muted">
        Doneness on the beef checkoff scale: medium rare 145 °F, medium 160 °F, well done 170 °F; braises cook on to
        fork-tender. The USDA safe minimum is
        {isGround ? ' 160 °F for ground beef.' : ' 145 °F with a 3-minute rest for steaks and roasts.'}
      </p>
      <GuidelineCalculatorClient guidelines={cut.guidelines} isGround={isGround} cutName={cut.name} />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Cooking guidelines for {cut.name}</caption>
          <thead className="border-b-2 border-ink">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="py-2 pr-3">
                  {c}
                </th>
              ))}
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
                <td className="py-2 pr-3">{sizeOf(g)}</td>
                <td className="py-2 pr-3">{heatOf(g)}</td>
                <td className="py-2 pr-3">{g.doneness}</td>
                <td className="py-2 pr-3">{minutesRange(g.minutes)}</td>
                <td className="py-2">{g.internalF} °F</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
