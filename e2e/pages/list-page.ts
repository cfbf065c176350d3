import type { Page } from '@playwright/test';
import { SitePage } from '@/e2e/pages/site-page';

/** Page object for /list: the recipes chosen, their servings, and the merged lines by section. */
export class ListPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }
  open() {
    return this.goto('/list');
  }
  recipe(name: string) {
    return this.page.getByRole('checkbox', { name });
  }
  servings() {
    return this.page.getByRole('spinbutton', { name: 'Servings' });
  }
  sections() {
    return this.page.getByRole('main').getByRole('region');
  }
  section(name: string) {
    return this.page.getByRole('region', { name });
  }
  /** Every line's checkbox (the recipe pickers are in the fieldset, not in a section). */
  lines() {
    return this.sections().getByRole('checkbox');
  }
  async lineTexts() {
    return this.sections().getByRole('listitem').locator('label').allTextContents();
  }
  metric() {
    return this.page.getByRole('button', { name: 'Metric' });
  }
}
