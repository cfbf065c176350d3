import type { Page } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

export class RecipePage extends ContentPage {
  constructor(page: Page) {
    super(page);
  }
  ingredients() {
    return this.page.getByRole('region', { name: /Ingredients|Ingredientes/ });
  }
  moreServings() {
    return this.page.getByRole('button', { name: /More servings|Más porciones/ });
  }
  metric() {
    return this.page.getByText(/^Metric$|^Métrico$/);
  }
  cookMode() {
    return this.page.getByRole('button', { name: /Cook mode|Modo cocina/ });
  }
}
