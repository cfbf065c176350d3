// A perceptual hash for the catalog's pictures, used by the media tests (issue 30) and handy
// when tuning the artwork: pictures that look alike at a size get hashes a few bits apart.
import sharp from 'sharp';

/** The classic DCT perceptual hash: a 32 × 32 grey thumbnail, its 2-D DCT-II, and the 8 × 8
 *  lowest frequencies (bar the flat term) against their median. Unlike the average hash it
 *  sees the layout of shapes, not only where the frame is light. */
export async function dctHash(input: Buffer | string): Promise<Uint8Array> {
  const N = 32;
  const px = await sharp(input).greyscale().resize(N, N, { fit: 'fill' }).raw().toBuffer();
  const cos = Array.from({ length: 8 }, (_, u) =>
    Array.from({ length: N }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N))),
  );
  const coeffs: number[] = [];
  for (let u = 0; u < 8; u++)
    for (let v = 0; v < 8; v++) {
      let sum = 0;
      for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) sum += px[y * N + x]! * cos[u]![y]! * cos[v]![x]!;
      coeffs.push(sum);
    }
  const ac = coeffs.slice(1);
  const median = [...ac].sort((a, b) => a - b)[Math.floor(ac.length / 2)]!;
  return Uint8Array.from(ac, (v) => (v > median ? 1 : 0));
}
export const hamming = (a: Uint8Array, b: Uint8Array) => a.reduce((d, v, i) => d + (v === b[i] ? 0 : 1), 0);
