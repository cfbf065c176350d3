// Placing one finished picture inside another (a collection's mosaic, a share card): its ids
// are renamed so that two pictures' clip paths never collide.

/** Renames every id (and its url(#…) references) in `svg` with a prefix. */
export function scopeIds(svg: string, prefix: string): string {
  return svg.replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);
}

/** `svg` (a whole document) drawn into the box (x, y, w, h), cropped to fill it. */
export function embed(svg: string, x: number, y: number, w: number, h: number, prefix: string): string {
  return scopeIds(svg, prefix).replace(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/,
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"`,
  );
}
