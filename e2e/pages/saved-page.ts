import type { Page } from '@playwright/test';
import { SitePage } from '@/e2e/pages/site-page';

/** Page object for /saved: the reader's saved recipes as cards, export and import. */
export class SavedPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }
  open() {
    return this.goto('/saved');
  }
  cards() {
    return this.page.getByRole('main').getByRole('article');
  }
  card(name: string) {
    return this.cards().filter({ has: this.page.getByRole('heading', { name }) });
  }
  removeButton(name: string) {
    return this.card(name).getByRole('button', { name: /^(Remove|Quitar)/ });
  }
  emptyNote() {
    return this.page.getByText(/Nothing saved yet/);
  }
}
