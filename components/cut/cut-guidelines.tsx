import {
  calculatorOptions,
  degrees,
  guidelineTemps,
  heatOf,
  isGroundBeef,
  minutesRange,
  restOf,
  sizeOf,
} from '@/components/cut/format';
import { packCalculator } from '@/components/cut/calculator-table';
import { GuidelineCalculatorClient } from '@/components/cut/guideline-calculator-client';
import { Section } from '@/components/ui/section';
import type { CutView, GuidelineView } from '@/lib/api/views';
import {
  CHEF_DONENESS_SOURCE,
  CHEF_ROAST_SOURCE,
  DONENESS_SOURCES,
  ROAST_TIME_MODEL,
  STEAK_TIME_MODEL,
} from '@/lib/cooking/doneness';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

type Row = { g: GuidelineView; size: string; heat: string; time: string; temps: ReturnType<typeof guidelineTemps> };

/** The doneness scale and safe minimum, the calculator, and every guideline in one table: a
 *  table on wider screens, each row a card on a phone (no column pushed off screen), by CSS
 *  alone, so each guideline is sent once. Each gives the
 *  temperature to take the meat off the heat, its rest and the final temperature beside the
 *  USDA minimum (lib/cooking/doneness.ts). */
export function CutGuidelines({ cut, lang = 'en' }: { cut: CutView; lang?: Lang }) {
  if (!cut.guidelines.length) return null;
  const t = dictionary(lang).guidelines;
  const c = t.columns;
  const rest = (minutes: number) => restOf(minutes, t.noRest);
  const titleFor = fill(t.titleFor, { cut: cut.name });
  const isGround = isGroundBeef(cut);
  const rows: Row[] = cut.guidelines.map((g) => ({
    g,
    size: sizeOf(g),
    heat: heatOf(g),
    time: minutesRange(g.minutes),
    temps: guidelineTemps(g, isGround),
  }));
  const heads = [c.method, c.size, c.heat, c.doneness, c.time, c.pull, c.rest, c.final, c.usda];
  return (
    <Section title={t.title} id="guidelines">
      <p className="text-sm text-muted">
        {t.intro} {isGround ? t.usdaGround : t.usdaWhole}
      </p>
      <GuidelineCalculatorClient
        table={packCalculator(calculatorOptions(cut.guidelines, isGround))}
        cutName={cut.name}
        t={t.calculator}
      />
      {/* One table: on a phone each row reads as a card, its numbers labelled by their columns'
          names from the custom properties set here once (app/globals.css, .guidelines). */}
      <div
        className="guidelines"
        role="region"
        aria-labelledby="guidelines-caption"
        tabIndex={0}
        style={Object.fromEntries(heads.slice(4).map((h, i) => [`--c${i + 5}`, JSON.stringify(h)]))}
      >
        <table>
          <caption id="guidelines-caption" className="sr-only">
            {titleFor}
          </caption>
          <thead>
            <tr>
              {heads.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ g, size, heat, time, temps }) => (
              <tr key={g.id}>
                <th scope="row">{g.method}</th>
                <td>{size}</td>
                <td>{heat}</td>
                <td>{g.doneness}</td>
                <td>{time}</td>
                <td>{degrees(temps.pullF)}</td>
                <td>{rest(temps.restMinutes)}</td>
                <td>{degrees(temps.finalF)}</td>
                <td>{degrees(temps.usda.f)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted">
        {fill(t.sources, {
          sources: `${DONENESS_SOURCES} ${CHEF_DONENESS_SOURCE} ${CHEF_ROAST_SOURCE} ${STEAK_TIME_MODEL} ${ROAST_TIME_MODEL}`,
        })}
      </p>
    </Section>
  );
}
