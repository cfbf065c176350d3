import type { Page } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

/** Page object for the home page: the cut chart and the eight primals. */
export class HomePage extends ContentPage {
  constructor(page: Page) {
    super(page);
  }
  primalsHeading() {
    return this.page.getByRole('heading', { name: 'The eight beef primals' });
  }
  primalLink(name: string) {
    return this.page.getByRole('region', { name: 'The eight beef primals' }).getByRole('link', { name });
  }
  /** The ways into the recipes by occasion ("What are you cooking?"). */
  occasionLinks() {
    return this.page.getByRole('region', { name: 'What are you cooking?' }).getByRole('link');
  }
  featuredRegion() {
    return this.page.getByRole('region', { name: 'Featured collections' });
  }
  chartLink(name: string) {
    return this.page.getByRole('group', { name: /Beef cut chart/ }).getByRole('link', { name });
  }
}
