import { describe, expect, it } from 'vitest';
import { regionKey, regionOf } from '@/lib/chart/primal-regions';

describe('regionKey', () => {
  it('matches a primal record to a chart region by name, whatever the record calls it', () => {
    for (const name of ['Chuck', 'Beef Chuck', 'chuck primal', 'CHUCK', 'Beef Chuck Cuts'])
      expect(regionKey(name)).toBe(regionKey('Chuck'));
    expect(regionKey('Short Loin')).not.toBe(regionKey('Loin'));
    expect(regionKey('Rib')).not.toBe(regionKey('Ribeye'));
  });
  it('knows the other names of a region', () => {
    expect(regionOf('Beef Short Plate')).toBe('Plate');
    expect(regionOf('Beef Foreshank')).toBe('Shank');
    expect(regionOf('Beef Loin')).toBe('Loin');
    expect(regionOf('Beef Sirloin')).toBeUndefined();
  });
});
