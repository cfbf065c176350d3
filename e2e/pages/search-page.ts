import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from '@/e2e/pages/site-page';

type Marked = { marker?: number };

/** Page object for the search pages (recipes, cuts, cut guides): filters and results. */
export class SearchPage extends SitePage {
  readonly filters: Locator;
  readonly results: Locator;

  constructor(page: Page) {
    super(page);
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.results = page.getByRole('region', { name: 'Results' });
  }

  async openFacet(label: string) {
    await this.filters.locator('summary', { hasText: label }).click();
  }

  /** Marks the loaded document, so a later check can tell that no reload happened. */
  async markDocument() {
    await this.page.evaluate(() => ((window as unknown as Marked).marker = 42));
  }

  async expectSameDocument() {
    expect(await this.page.evaluate(() => (window as unknown as Marked).marker)).toBe(42);
  }
}
