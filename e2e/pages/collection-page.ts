import type { Page } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

/** Page object for a collection page (recipes or cuts), paged by path. */
export class CollectionPage extends ContentPage {
  constructor(page: Page) {
    super(page);
  }
  /** "Showing 1-24 of 60": which members this page shows. */
  showing(text: RegExp) {
    return this.page.getByText(text);
  }
  pagination() {
    return this.page.getByRole('navigation', { name: 'Collection pages' });
  }
  pageLink(n: number) {
    return this.pagination().getByRole('link', { name: `Page ${n}` });
  }
}
