import { describe, expect, it } from 'vitest';
import { pageWeight } from '@/bench/page-weight';

describe('pageWeight', () => {
  it('counts the RSC payload scripts and nothing else, in UTF-8 bytes', () => {
    const push = 'self.__next_f.push([1,"é"])';
    const html = `<html><body><p>é</p><script>${push}</script><script nonce="x">${push}</script><script>other()</script></body></html>`;
    const w = pageWeight(html);
    expect(w.rscBytes).toBe(2 * Buffer.byteLength(push));
    expect(w.htmlBytes).toBe(Buffer.byteLength(html));
    expect(w.htmlBytes).toBeGreaterThan(html.length);
  });

  it('finds no payload in a page without one', () => {
    expect(pageWeight('<html><script>self.x=1</script></html>').rscBytes).toBe(0);
  });
});
