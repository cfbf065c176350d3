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
  /** The servings the scaler shows (a number field). */
  servingsCount() {
    return this.ingredients().getByRole('spinbutton', { name: /Servings|Porciones/ });
  }
  /** Every ingredient line's text, as scaled and converted. */
  async ingredientTexts() {
    return this.ingredients().getByRole('listitem').locator('label').allTextContents();
  }
  /** A step of the method, by its text. */
  method() {
    return this.page.getByRole('region', { name: /^(Method|Preparación)$/ });
  }
  /** A quantity in metric units in the ingredient list. */
  metricQuantity() {
    return this.ingredients()
      .getByText(/\d+ (ml|g|kg)\b/)
      .first();
  }
  /** The save toggle beside the recipe's name (aria-pressed when saved). */
  saveButton() {
    return this.article.getByRole('button', { name: /^(Save|Saved|Guardar|Guardada)$/ });
  }
  moreServings() {
    return this.page.getByRole('link', { name: /More servings|Más porciones/ });
  }
  fewerServings() {
    return this.page.getByRole('link', { name: /Fewer servings|Menos porciones/ });
  }
  metric() {
    return this.page
      .getByRole('navigation', { name: /Units|Unidades/ })
      .getByRole('link', { name: /^(Metric|Métrico)$/ });
  }
  us() {
    return this.page
      .getByRole('navigation', { name: /Units|Unidades/ })
      .getByRole('link', { name: /^(US|EE\. UU\.)$/ });
  }
  /** The tray of running and finished timers. */
  timerTray() {
    return this.page.getByRole('region', { name: /^(Timers|Temporizadores)$/ });
  }
  /** The recipe's categories: a row per attribute type, its values under it as search links. */
  categories() {
    return this.page.getByRole('region', { name: /^(Categories|Categorías)$/ });
  }
  /** The values of one category ("Cuisine", "Cocina") as links. */
  categoryLinks(type: string) {
    return this.categories()
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${type}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .getByRole('link');
  }
  /** A link from the recipe to one of its cuts' pages, by the cut's name. */
  cutLink(name: RegExp) {
    return this.article.getByRole('link', { name }).first();
  }
  /** The print-only nutrition line (visible when the page is emulated as printed). */
  /** The header's yield ("8 servings", or the reader's servings once scaled). */
  yieldValue() {
    return this.article.locator('dt', { hasText: /^(Yield|Rinde)$/ }).locator('xpath=following-sibling::dd[1]');
  }
  printNutrition() {
    return this.page.getByText(/^Nutrition per serving|^Nutrición por porción/);
  }
  cookMode() {
    return this.page.getByRole('button', { name: /Cook mode|Modo cocina/ });
  }
  printButton() {
    return this.article.getByRole('button', { name: /^(Print|Imprimir)$/ });
  }
  /** The method's first "Start timer" button. */
  firstTimerButton() {
    return this.page.getByRole('button', { name: /Start timer|Iniciar temporizador/ }).first();
  }
  /** "More like this", by its heading in either language. */
  related() {
    return this.page.getByRole('region', { name: /^(More like this|Más recetas como esta)$/ });
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
  previous() {
    return this.root.getByRole('button', { name: 'Previous' });
  }
  startTimer() {
    return this.root.getByRole('button', { name: /Start timer/ }).first();
  }
  /** The tray of timers shown inside cook mode. */
  timerTray() {
    return this.root.getByRole('region', { name: 'Timers' });
  }
  /** A running timer's minutes and seconds. */
  timer() {
    return this.timerTray().getByText(/^\d+:\d\d(:\d\d)?$/);
  }
  /** The one box that scrolls in cook mode: the dialog itself, never a box inside it. */
  async innerScrollBoxes() {
    return this.root.evaluate(
      (dialog) =>
        [...dialog.querySelectorAll('*')].filter((el) => {
          const style = getComputedStyle(el);
          return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        }).length,
    );
  }
  async scrollTop() {
    return this.root.evaluate((dialog) => dialog.scrollTop);
  }
  /** The amounts the step needs. */
  needs() {
    return this.root.getByText('You need').locator('..').getByRole('listitem');
  }
  exit() {
    return this.root.getByRole('button', { name: 'Exit' });
  }
}
