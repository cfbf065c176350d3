import type { Locator, Page } from '@playwright/test';

/** Page object for what every page of the site shares: header, navigation, attribution. */
export class SitePage {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly attribution: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.attribution = page.getByTestId('provider-attribution').first();
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    return response;
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
}
