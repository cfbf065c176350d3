import type { Page } from '@playwright/test';
import { SitePage } from '@/e2e/pages/site-page';

/** Page object for the helpful 404 of a record page: a search and a way to browse. */
export class NotFoundPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }
  browseCuts() {
    return this.page.getByRole('link', { name: /Browse beef cuts/ });
  }
  /** The page's own search box (the header has one too, before it). */
  searchBox() {
    return this.page.getByRole('searchbox', { name: /Search/ }).last();
  }
  noindex() {
    return this.page.locator('meta[name="robots"][content*="noindex"]').first();
  }
}
