import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from '@/e2e/pages/site-page';

type Marked = { marker?: number };

/** Page object for the search pages (recipes, cuts, cut guides): the toolbar (text, order,
 *  "Filters"), the filters (a sidebar on wide screens, a drawer on a phone) and the results. */
export class SearchPage extends SitePage {
  /** The sidebar (wide screens, or any width without JavaScript). */
  readonly filters: Locator;
  readonly results: Locator;
  /** The filter drawer (a modal dialog on a narrow screen with JavaScript). */
  readonly drawer: Locator;

  constructor(page: Page) {
    super(page);
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.results = page.getByRole('region', { name: 'Results' });
    this.drawer = page.getByRole('dialog', { name: 'Filters' });
  }

  async openFacet(label: string, within: Locator = this.filters) {
    const group = within.locator('details', { has: this.page.locator('summary', { hasText: label }) });
    if (!(await group.getAttribute('open').then((v) => v !== null))) await group.locator('summary').click();
  }

  /** The link past the filters for keyboard readers (shown when focused). */
  skipToResults() {
    return this.page.getByRole('link', { name: 'Skip to results' });
  }
  /** The filter groups' names (their summaries), in the order the form shows them. */
  groupNames(within: Locator = this.filters) {
    return within.locator('summary').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
  }
  /** The trade fields' group ("More filters"). */
  moreFilters(within: Locator = this.filters) {
    return within.locator('details', { has: this.page.locator('summary', { hasText: /^More filters$/ }) });
  }
  /** "Filters (n)": a button opening the drawer, or (without JavaScript) a link to the form. */
  filtersButton() {
    return this.page.getByRole('button', { name: /^Filters/ });
  }
  filtersLink() {
    return this.results.getByRole('link', { name: /^Filters/ });
  }
  showResults() {
    return this.drawer.getByRole('button', { name: /^Show \d+ results?$/ });
  }
  closeDrawer() {
    return this.drawer.getByRole('button', { name: 'Close filters' });
  }
  searchBox() {
    return this.results.getByRole('searchbox');
  }
  sort() {
    return this.results.getByLabel('Sort by');
  }
  status() {
    return this.results.getByRole('status');
  }
  resultHeadings() {
    return this.results.getByRole('heading', { level: 2 });
  }
  /** The first result card (its list item). */
  firstResult() {
    return this.results
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 2 }) })
      .first();
  }
  chip(label: RegExp | string) {
    return this.results.getByRole('link', { name: label });
  }

  /** Where the first result starts, in screens of the window's height from the page top. */
  async firstResultScreens() {
    const box = await this.firstResult().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    return box / this.page.viewportSize()!.height;
  }

  /** Marks the loaded document, so a later check can tell that no reload happened. */
  async markDocument() {
    await this.page.evaluate(() => ((window as unknown as Marked).marker = 42));
  }

  async expectSameDocument() {
    expect(await this.page.evaluate(() => (window as unknown as Marked).marker)).toBe(42);
  }
}
