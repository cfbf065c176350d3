// The reviewed table of Spanish cut names covers the catalog, and its English names and IMPS
// numbers are the catalog's (so a reviewer reading a row reads the right cut).
import { describe, expect, it } from 'vitest';
import { CUT_NAMES_ES, cutNameEs } from '@/lib/i18n/cut-names-es';
import { readSources } from '@/scripts/catalog/read-sources';

type CutFile = { slug: string; name: string; namp?: { number?: string } };

describe('Spanish cut names', () => {
  const cuts = readSources().sources.cuts.map((c) => c.data as CutFile);

  it('have one row per catalog cut', () => {
    expect(CUT_NAMES_ES.map((r) => r.slug).sort()).toEqual(cuts.map((c) => c.slug).sort());
    expect(new Set(CUT_NAMES_ES.map((r) => r.slug)).size).toBe(CUT_NAMES_ES.length);
  });

  it('keep the catalog English name and IMPS number beside the Spanish one', () => {
    for (const c of cuts) {
      const row = cutNameEs(c.slug)!;
      expect(row.en, c.slug).toBe(c.name);
      expect(row.imps, c.slug).toBe(c.namp?.number ?? '');
    }
  });

  it('give each cut its own Spanish name, and say why', () => {
    expect(new Set(CUT_NAMES_ES.map((r) => r.es.toLowerCase())).size).toBe(CUT_NAMES_ES.length);
    for (const r of CUT_NAMES_ES) {
      expect(r.es.trim(), r.slug).not.toBe('');
      expect(r.why.length, r.slug).toBeGreaterThan(5);
      expect(r.es, r.slug).not.toBe(r.en);
    }
  });

  it('use the names Spanish speakers in the US know', () => {
    expect(cutNameEs('inside-skirt-steak')?.es).toMatch(/^Arrachera/);
    expect(cutNameEs('chuck-roast')?.es).toMatch(/^Aguja/);
    expect(cutNameEs('chuck-roll')?.why).toMatch(/diezmillo/);
    expect(cutNameEs('flank-steak')?.es).toMatch(/^Falda/);
    expect(cutNameEs('ground-round')?.es).toMatch(/bola/);
    expect(cutNameEs('top-sirloin-steak')?.es).toMatch(/sirloin/);
    expect(cutNameEs('eye-of-round')?.es).toBe('Cuete');
  });
});
