import type { Page } from '@playwright/test';
import { SitePage } from '@/e2e/pages/site-page';

/** Page object for what the service worker does: the friendly offline page it answers with, and
 *  what it has kept (read from the page's Cache Storage, the worker's own caches). */
export class OfflinePage extends SitePage {
  constructor(page: Page) {
    super(page);
  }
  offlineHeading() {
    return this.page.getByRole('heading', { level: 1, name: /^(You are offline|Estás sin conexión)$/ });
  }
  savedLink() {
    return this.page.getByRole('link', { name: /^(Open your saved recipes|Abrir tus recetas guardadas)$/ });
  }
  /** The paths of the recipe pages the worker keeps, once a worker controls the page. */
  keptPages() {
    return this.page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.startsWith('kitchen-pages-'));
      const urls = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
      return urls
        .flat()
        .map((u) => new URL(u).pathname)
        .sort();
    });
  }
  /** How many pictures it keeps. */
  keptPictures() {
    return this.page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.startsWith('kitchen-pictures-'));
      const counts = await Promise.all(
        names.map(async (n) => (await (await caches.open(n)).keys()).filter((r) => !r.url.endsWith('.json')).length),
      );
      return counts.reduce((a, b) => a + b, 0);
    });
  }
  /** Whether a service worker controls the page. */
  controlled() {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }
}
