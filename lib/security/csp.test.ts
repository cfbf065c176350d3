import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BASE_POLICY, inlineScriptHashes, pagePolicy, policyForHtml } from '@/lib/security/csp.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('page policy', () => {
  it('hashes exactly the inline scripts a browser executes', () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script id="_R_">(globalThis.T=[]).push(1)</script>',
      '<script type="module">import "/m.js"</script>',
      '<script type="application/ld+json">{"@type":"Recipe"}</script>',
      '<script>self.__next_f.push([1,"x"])</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"x"])'),
      sha('(globalThis.T=[]).push(1)'),
      sha('import "/m.js"'),
    ]);
  });

  it('never allows inline scripts wholesale, and forbids framing, plugins and <base>', () => {
    const policy = policyForHtml('<script>a()</script>');
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('a()')}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "default-src 'self'"])
      expect(policy).toContain(d);
    expect(pagePolicy(["'nonce-abc'"])).toContain("script-src 'self' 'nonce-abc';");
    expect(BASE_POLICY).toContain("frame-ancestors 'none'");
    expect(BASE_POLICY).not.toContain('script-src');
  });
});
