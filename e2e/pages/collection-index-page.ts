import type { Page } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

/** Page object for the recipe collections index: a region per collection group, a card per collection. */
export class CollectionIndexPage extends ContentPage {
  constructor(page: Page) {
    super(page);
  }
  groups() {
    return this.page.getByRole('main').getByRole('region');
  }
  collectionLinks() {
    return this.page.getByRole('main').getByRole('listitem').getByRole('link');
  }
}
