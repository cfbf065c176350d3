import type { Locator, Page } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

/** Page object for a recipe page (English or Spanish): the article, the ingredient tools and
 *  cook mode. */
export class RecipePage extends ContentPage {
  /** The recipe itself (the article holding the page's h1; recipe cards are articles too). */
  readonly article: Locator;
  readonly cookModeDialog: CookModeDialog;

  constructor(page: Page) {
    super(page);
    this.article = page.getByRole('article').filter({ has: this.heading() });
    this.cookModeDialog = new CookModeDialog(page.getByRole('dialog'));
  }
  ingredients() {
    return this.page.getByRole('region', { name: /Ingredients|Ingredientes/ });
  }
  sectionHeading(name: string) {
    return this.page.getByRole('heading', { name });
  }
  ingredientCheckboxes() {
    return this.ingredients().getByRole('checkbox');
  }
  /** The text of the first ingredient line, as scaled and converted. */
  async firstIngredientText() {
    return (await this.ingredients().getByRole('listitem').locator('label').first().textContent()) ?? '';
  }
  /** The servings count the scaler shows (an <output>, role status). */
  servingsCount() {
    const list = this.ingredients();
    return list.getByRole('status').or(list.locator('output'));
  }
  /** A quantity in metric units in the ingredient list. */
  metricQuantity() {
    return this.ingredients()
      .getByText(/\d+ (ml|g|kg)\b/)
      .first();
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

/** Cook mode: one step at a time in a modal dialog, with a timer on steps that state a time. */
export class CookModeDialog {
  constructor(readonly root: Locator) {}

  stepCounter(text: RegExp) {
    return this.root.getByText(text);
  }
  next() {
    return this.root.getByRole('button', { name: 'Next' });
  }
  startTimer() {
    return this.root.getByRole('button', { name: /Start timer/ });
  }
  /** The running timer's minutes and seconds. */
  timer() {
    return this.root.getByText(/^\d+:\d\d$/);
  }
  exit() {
    return this.root.getByRole('button', { name: 'Exit' });
  }
}
