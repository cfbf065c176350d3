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

/** The doneness scale and safe minimum, the calculator, and every guideline: a table on wider
 *  screens, one card per guideline on a phone (no column pushed off screen). Each gives the
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
      <ul className="space-y-3 lg:hidden" aria-label={titleFor}>
        {rows.map(({ g, size, heat, time, temps }) => (
          <li key={g.id} className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
            <p className="font-semibold">{[g.method, size, g.doneness].filter(Boolean).join(' · ')}</p>
            {heat && <p className="text-muted">{heat}</p>}
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
              <dt className="text-muted">{c.time}</dt>
              <dd className="font-medium">{time}</dd>
              <dt className="text-muted">{c.pull}</dt>
              <dd className="font-medium">{degrees(temps.pullF)}</dd>
              <dt className="text-muted">{c.rest}</dt>
              <dd className="font-medium">{rest(temps.restMinutes)}</dd>
              <dt className="text-muted">{c.final}</dt>
              <dd className="font-medium">{degrees(temps.finalF)}</dd>
              <dt className="text-muted">{c.usda}</dt>
              <dd className="font-medium">{degrees(temps.usda.f)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div
        className="hidden overflow-x-auto lg:block"
        role="region"
        aria-labelledby={`guidelines-caption`}
        tabIndex={0}
      >
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption id="guidelines-caption" className="sr-only">
            {titleFor}
          </caption>
          <thead className="border-b-2 border-ink align-bottom">
            <tr>
              {[c.method, c.size, c.heat, c.doneness, c.time, c.pull, c.rest, c.final, c.usda].map((h) => (
                <th key={h} scope="col" className="py-2 pr-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ g, size, heat, time, temps }) => (
              <tr key={g.id} className="border-b border-stone-200 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {g.method}
                </th>
                <td className="py-2 pr-3 whitespace-nowrap">{size}</td>
                <td className="py-2 pr-3">{heat}</td>
                <td className="py-2 pr-3">{g.doneness}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{time}</td>
                <td className="py-2 pr-3 font-semibold whitespace-nowrap">{degrees(temps.pullF)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{rest(temps.restMinutes)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{degrees(temps.finalF)}</td>
                <td className="py-2 whitespace-nowrap">{degrees(temps.usda.f)}</td>
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
