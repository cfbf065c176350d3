import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from '@/e2e/pages/site-page';

/** A content page: checks the provider attribution the spec requires, reads its JSON-LD. */
export class ContentPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }

  /** Present, linked to the provider, logo unaltered (rendered aspect ratio = natural),
   *  and never the most prominent element (smaller than the h1 and the hero image). */
  async expectAttribution() {
    const attribution = this.attribution;
    await expect(attribution).toBeVisible();
    const link = this.attributionLink();
    await expect(link).toHaveAttribute('href', /^https?:\/\/.+\/about$/);
    const logo = attribution.locator('img');
    await expect(logo).toBeVisible();
    // The logo loads lazily: its natural size is known once it has loaded, not when it shows.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const m = await logo.evaluate((img: HTMLImageElement) => ({
      w: img.getBoundingClientRect().width,
      h: img.getBoundingClientRect().height,
      nw: img.naturalWidth,
      nh: img.naturalHeight,
    }));
    expect(Math.abs(m.w / m.h - m.nw / m.nh)).toBeLessThan(0.02);
    const area = async (l: Locator) => {
      const b = await l.boundingBox();
      return b ? b.width * b.height : 0;
    };
    const attributionArea = await area(attribution);
    const h1 = this.heading();
    const h1Box = await h1.boundingBox();
    expect(m.h).toBeLessThan((await h1.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))) * 1.5);
    expect(attributionArea).toBeGreaterThan(0);
    expect(h1Box).not.toBeNull();
    const hero = this.page.locator('main img[fetchpriority="high"]').first();
    if (await hero.count()) expect(m.w * m.h).toBeLessThan(await area(hero));
  }

  /** The recipe cards (articles) in a list, or in one region of the page. */
  recipeCards(region?: Locator) {
    return (region ?? this.page.getByRole('main')).getByRole('listitem').getByRole('article');
  }

  /** The badge naming a listed recipe's language ("Español") when it is not the page's. */
  languageBadges(name: string, region?: Locator) {
    return this.recipeCards(region).getByText(name, { exact: true });
  }

  ogLocale() {
    return this.page.locator('meta[property="og:locale"]').getAttribute('content');
  }

  /** Alternate-language links (hreflang): there are none, as no page is a translation. */
  hreflangLinks() {
    return this.page.locator('link[rel="alternate"][hreflang]');
  }

  async jsonLd(): Promise<Record<string, unknown>[]> {
    const blocks = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
  }
}
