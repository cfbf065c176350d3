import { Section } from '@/components/ui/section';
import { Tip } from '@/components/ui/tip';
import type { CutView } from '@/lib/api/views';

/** The cut's prose, one section per text it has, then the butcher's tip. */
export function CutTexts({ cut }: { cut: CutView }) {
  const texts: [string, string][] = [
    ['Why cooks choose it', cut.marketing],
    ['How to cook it', cut.preparation],
    ['Anatomy', cut.cutDescription],
    ['Buying and ordering', cut.ordering],
  ];
  return (
    <div className="space-y-8">
      {texts
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <Section key={k} title={k}>
            <p className="leading-relaxed">{v}</p>
          </Section>
        ))}
      {cut.butchersTip && (
        <Tip label="Butcher's tip" title="Butcher’s tip">
          {cut.butchersTip}
        </Tip>
      )}
    </div>
  );
}
