// Installability, as Chromium itself judges it. Lighthouse 12 removed its PWA category and its
// installable-manifest audit (Lighthouse 13.5 here has neither), so the bench asks the browser
// through the DevTools protocol what Lighthouse used to: Page.getInstallabilityErrors (the
// manifest, its icons, the start URL, a secure origin) and Page.getAppManifest's parse errors,
// after a kitchen page has registered the service worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

export type Installability = {
  url: string;
  installable: boolean;
  /** Chromium's installability error ids, with their arguments ("manifest-missing-suitable-icon"). */
  errors: string[];
  manifestErrors: string[];
  /** Whether the service worker (lib/offline/) controls the page after a reload. */
  serviceWorker: boolean;
};

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function measureInstallability(origin: string, path = '/saved'): Promise<Installability> {
  // A profile on disk: Chromium never offers to install from an incognito window, which a
  // plain Playwright context is.
  const profile = mkdtempSync(join(tmpdir(), 'beef-atlas-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await context.newPage();
    const url = origin + path;
    await page.goto(url);
    const serviceWorker = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((done) => setTimeout(() => done(false), 30_000)),
      ]),
    );
    await page.reload();
    const controlled = serviceWorker && (await page.evaluate(() => navigator.serviceWorker.controller !== null));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    const errors = installabilityErrors.map(
      (e) =>
        e.errorId +
        (e.errorArguments.length ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''),
    );
    return {
      url,
      installable: errors.length === 0 && manifest.errors.length === 0,
      errors,
      manifestErrors: manifest.errors.map((e) => e.message),
      serviceWorker: controlled,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
