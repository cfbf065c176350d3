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

  /** The language of the document (`<html lang>`). */
  documentLang() {
    return this.page.locator('html').getAttribute('lang');
  }

  /** Everything the page says in its own language: its title, its rendered text (screen-reader
   *  text included) and the names, placeholders and alt texts it announces, leaving out what
   *  is marked up as another language (a recipe listed from the other language, the English
   *  name beside a cut's Spanish one). The head and the scripts' data are not text. */
  ownLanguageText(): Promise<string> {
    return this.page.evaluate(() => {
      const doc = document.documentElement.lang;
      const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
      const shown = (el: Element | null): boolean => {
        for (let e = el; e; e = e.parentElement) {
          if (skip.has(e.tagName) || (e as HTMLElement).hidden) return false;
          const style = getComputedStyle(e);
          if (style.display === 'none' || style.visibility === 'hidden') return false;
        }
        return true;
      };
      const own = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '') === doc;
      const out = [document.title];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (el && n.textContent?.trim() && own(el) && shown(el)) out.push(n.textContent.trim());
      }
      for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
        if (!own(el) || !shown(el)) continue;
        for (const a of ['aria-label', 'placeholder', 'alt', 'title']) {
          const v = el.getAttribute(a);
          if (v) out.push(v);
        }
      }
      return out.join('\n');
    });
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
