import type { Locator, Page } from '@playwright/test';

/** Page object for what every page of the site shares: header, navigation, attribution, the
 *  head's canonical link and robots rule, and the page width. */
export class SitePage {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly attribution: Locator;
  /** The head has no roles: these two are found by their tags. */
  readonly canonical: Locator;
  readonly robots: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.attribution = page.getByTestId('provider-attribution').first();
    this.canonical = page.locator('link[rel="canonical"]');
    this.robots = page.locator('meta[name="robots"]');
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    return response;
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The site's name in the header, a link home. */
  brandLink() {
    return this.header.getByRole('link', { name: 'Beef Atlas' });
  }

  navLink(name: string) {
    return this.mainNav.getByRole('link', { name });
  }

  attributionLink() {
    return this.attribution.getByRole('link');
  }

  /** How far the page is wider than the window (0 or less: no sideways scrolling). */
  horizontalOverflow() {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
