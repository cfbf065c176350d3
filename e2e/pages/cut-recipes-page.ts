import type { Page } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

/** Page object for a cut's recipes page: its own recipes, then those of the cuts in its groups. */
export class CutRecipesPage extends ContentPage {
  constructor(page: Page) {
    super(page);
  }
  madeWith(cutName: string) {
    return this.page.getByRole('region', { name: `Made with ${cutName.toLowerCase()}` });
  }
}
