import { describe, expect, it } from 'vitest';
import { compareHref, parseCompare, summarizeGuidelines } from '@/lib/search/compare';

const CUTS = new Set(['flank-steak', 'outside-skirt-steak', 'hanger-steak', 'flat-iron-steak']);
const known = (s: string) => CUTS.has(s);

describe('parseCompare', () => {
  it('accepts two or three cuts, repeated or as a comma list, in the order given', () => {
    expect(parseCompare({ cuts: ['flank-steak', 'hanger-steak'] }, known)).toEqual({
      slugs: ['flank-steak', 'hanger-steak'],
      unknown: [],
      problem: null,
      message: null,
    });
    expect(parseCompare({ cuts: ['hanger-steak,flank-steak', 'outside-skirt-steak'] }, known).slugs).toEqual([
      'hanger-steak',
      'flank-steak',
      'outside-skirt-steak',
    ]);
  });

  it('ignores empty values (the form’s optional third box) and normalizes case and spaces', () => {
    const s = parseCompare({ cuts: [' Flank-Steak ', 'hanger-steak', ''] }, known);
    expect(s.problem).toBeNull();
    expect(s.slugs).toEqual(['flank-steak', 'hanger-steak']);
  });

  it('refuses more than three cuts and keeps the first three for the chooser', () => {
    const s = parseCompare({ cuts: ['flank-steak', 'outside-skirt-steak', 'hanger-steak', 'flat-iron-steak'] }, known);
    expect(s.problem).toBe('too-many');
    expect(s.slugs).toEqual(['flank-steak', 'outside-skirt-steak', 'hanger-steak']);
    expect(s.message).toMatch(/at most 3/);
  });

  it('counts duplicates once, so one cut twice is too few', () => {
    const s = parseCompare({ cuts: ['flank-steak', 'flank-steak', 'flank-steak,flank-steak'] }, known);
    expect(s.problem).toBe('too-few');
    expect(s.slugs).toEqual(['flank-steak']);
    expect(s.message).toMatch(/one more cut/);
    expect(parseCompare({ cuts: ['flank-steak', 'hanger-steak', 'flank-steak'] }, known)).toMatchObject({
      problem: null,
      slugs: ['flank-steak', 'hanger-steak'],
    });
  });

  it('reports unknown slugs and values that are not slugs, and still compares the rest', () => {
    const s = parseCompare({ cuts: ['flank-steak', 'no-such-cut', 'hanger-steak', '<script>'] }, known);
    expect(s.problem).toBeNull();
    expect(s.slugs).toEqual(['flank-steak', 'hanger-steak']);
    expect(s.unknown).toEqual(['no-such-cut', '<script>']);
    expect(s.message).toContain('“no-such-cut”');
  });

  it('needs two known cuts: unknown ones do not count', () => {
    const s = parseCompare({ cuts: ['flank-steak', 'no-such-cut'] }, known);
    expect(s.problem).toBe('too-few');
    expect(s.unknown).toEqual(['no-such-cut']);
    expect(s.message).toMatch(/couldn’t find a cut named “no-such-cut”.*one more cut/);
  });

  it('has nothing to say on a bare visit', () => {
    expect(parseCompare({}, known)).toEqual({ slugs: [], unknown: [], problem: 'too-few', message: null });
  });

  it('bounds the input', () => {
    expect(parseCompare({ cuts: Array.from({ length: 51 }, () => 'flank-steak') }, known).problem).toBe('invalid');
    expect(parseCompare({ cuts: ['x'.repeat(121), 'flank-steak'] }, known).problem).toBe('invalid');
  });
});

describe('compareHref', () => {
  it('writes what parseCompare reads, without duplicates', () => {
    const href = compareHref(['flank-steak', 'hanger-steak', 'flank-steak']);
    expect(href).toBe('/cuts/compare?cuts=flank-steak&cuts=hanger-steak');
    const params = new URL(href, 'http://x').searchParams;
    expect(parseCompare({ cuts: params.getAll('cuts') }, known).slugs).toEqual(['flank-steak', 'hanger-steak']);
  });
});

describe('summarizeGuidelines', () => {
  it('spans the times over every size per method and doneness, in catalog order', () => {
    const g = (method: string, doneness: string, minutes: [number, number], internalF: number) => ({
      method,
      doneness,
      minutes,
      internalF,
    });
    expect(
      summarizeGuidelines([
        g('Grill', 'Medium Rare', [10, 12], 145),
        g('Grill', 'Medium', [12, 15], 160),
        g('Broil', 'Medium Rare', [8, 9], 145),
        g('Grill', 'Medium Rare', [14, 18], 145),
      ]),
    ).toEqual([
      {
        method: 'Grill',
        steps: [
          { doneness: 'Medium Rare', minutes: [10, 18], internalF: 145 },
          { doneness: 'Medium', minutes: [12, 15], internalF: 160 },
        ],
      },
      { method: 'Broil', steps: [{ doneness: 'Medium Rare', minutes: [8, 9], internalF: 145 }] },
    ]);
  });
});
