import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const url = 'http://127.0.0.1:3660' + (process.argv[2] ?? '/bench/static');
const variants = {
  asis: (h) => h,
  noExpect: (h) => h.replace(/<link rel="expect"[^>]*>/, ''),
  noScripts: (h) => h.replace(/<script src="[^"]*" async=""><\/script>/g, ''),
  noFontPreload: (h) => h.replace(/<link rel="preload"[^>]*as="font"[^>]*>/, ''),
};
for (const [name, fn] of Object.entries(variants)) {
  const res = [];
  for (let i = 0; i < 3; i++) {
    const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
    const p = await ctx.newPage();
    await p.route(url, async (route) => { const r = await route.fetch(); route.fulfill({ response: r, body: fn(await r.text()) }); });
    await p.goto(url, { waitUntil: 'load' });
    await p.waitForTimeout(2500);
    const t = await p.evaluate(() => {
      const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]));
      const nav = performance.getEntriesByType('navigation')[0];
      return { fp: paint['first-paint'], fcp: paint['first-contentful-paint'], dcl: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd) };
    });
    res.push(t);
    await ctx.close();
  }
  console.log(name.padEnd(14), res.map((t) => `fcp ${t.fcp} dcl ${t.dcl} load ${t.load}`).join(' | '));
}
await b.close();
