import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePolicy, policyForHtml } from '@/lib/security/csp.mjs';
import { stampHtmlResponses } from '@/lib/security/response-csp.mjs';

const HTML = '<html><script>self.__next_f=[]</script><script src="/a.js"></script></html>';

// Answers like Next in a Vercel function: a cached page in one end(), a streamed page in writes.
const server: Server = createServer((req, res) => {
  const url = req.url ?? '/';
  res.setHeader('content-type', url === '/data' ? 'text/x-component' : 'text/html; charset=utf-8');
  if (url === '/own') res.setHeader('content-security-policy', "script-src 'none'");
  if (url === '/streamed') {
    res.write(HTML.slice(0, 20));
    res.end(HTML.slice(20));
    return;
  }
  res.end(url === '/bytes' ? new TextEncoder().encode(HTML) : HTML);
});
let origin = '';

beforeAll(async () => {
  stampHtmlResponses();
  stampHtmlResponses(); // idempotent
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const policyOf = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(origin + path, { headers })).headers.get('content-security-policy');

describe('page policy on a function answer', () => {
  it('stamps a complete HTML page with the hashes of its inline scripts, as text or bytes', async () => {
    expect(await policyOf('/page')).toBe(policyForHtml(HTML));
    expect(await policyOf('/bytes')).toBe(policyForHtml(HTML));
  });

  it('leaves alone answers that are not a whole page, are not HTML, or have a policy', async () => {
    expect(await policyOf('/streamed')).toBeNull();
    expect(await policyOf('/data')).toBeNull();
    expect(await policyOf('/own')).toBe("script-src 'none'");
    // A page rendered per request: its nonce policy came on the request, from the proxy.
    expect(await policyOf('/page', { 'content-security-policy': pagePolicy(["'nonce-abc'"]) })).toBeNull();
  });
});
