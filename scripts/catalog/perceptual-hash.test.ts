// The DCT hash behind the cut-picture test: a picture re-encoded and resized stays a few bits
// from itself, while the same elements laid out otherwise land far away.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dctHash, hamming } from '@/scripts/catalog/perceptual-hash';

const scene = (cx: number, cy: number, chartLeft: boolean) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#3d4850"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="110" ry="70" fill="#b8343a"/>` +
      `<rect x="${chartLeft ? 20 : 280}" y="20" width="100" height="50" fill="#fffdf9"/></svg>`,
  );

describe('dctHash', () => {
  it('keeps a picture within a few bits of its resized JPEG', async () => {
    const png = await sharp(scene(200, 170, false))
      .png()
      .toBuffer();
    const jpeg = await sharp(png).resize(358, 269).jpeg({ quality: 60 }).toBuffer();
    const [a, b] = await Promise.all([dctHash(png), dctHash(jpeg)]);
    expect(a).toHaveLength(63);
    expect(hamming(a, b)).toBeLessThanOrEqual(4);
  });

  it('puts the same pieces in another layout many bits away', async () => {
    const a = await dctHash(
      await sharp(scene(200, 170, false))
        .png()
        .toBuffer(),
    );
    const b = await dctHash(
      await sharp(scene(240, 200, true))
        .png()
        .toBuffer(),
    );
    expect(hamming(a, b)).toBeGreaterThanOrEqual(10);
  });
});
