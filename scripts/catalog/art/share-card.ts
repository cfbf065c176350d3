// Share cards (Open Graph and Twitter images, 1200 × 630): the record's own picture on the
// right, its title set in Inter on the left, above what it is and the site's name. A share
// card is read as a card, so it is the one picture with text.
import { embed } from '@/scripts/catalog/art/compose';
import { rect, svgDoc } from '@/scripts/catalog/art/svg';
import { textPath, wrap } from '@/scripts/catalog/art/type';

export const SHARE_SIZE = [1200, 630] as const;

/** `picture` is the record's square (1:1) artwork. */
export function shareCardSvg(o: { title: string; kicker: string; picture: string }): string {
  const [W, H] = SHARE_SIZE;
  const textWidth = 496;
  // The largest size at which the title fits in four lines.
  let size = 72;
  let lines = wrap(o.title, size, textWidth, 4);
  while (!lines && size > 34) {
    size -= 4;
    lines = wrap(o.title, size, textWidth, 4);
  }
  lines ??= [{ text: o.title, width: textWidth }];
  const lead = size * 1.12;
  const top = 150 + Math.max(0, (4 - lines.length) * lead * 0.35);
  const title = lines.map((l, i) => textPath(l.text, 64, top + size + i * lead, size, '#fffdf9')).join('');
  return svgDoc(
    W,
    H,
    `0 0 ${W} ${H}`,
    rect(0, 0, W, H, '#3b1f17') +
      embed(o.picture, 600, 0, 630, 630, 'share') +
      rect(0, 0, 610, H, '#3b1f17') +
      rect(600, 0, 10, H, '#b3362b') +
      textPath(o.kicker.toUpperCase(), 64, 110, 26, '#f4b3a8', 600) +
      title +
      rect(64, H - 96, 48, 6, '#b3362b', 3) +
      textPath('Beef Atlas', 64, H - 52, 30, '#fffdf9', 800),
  );
}
