import type { Page } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

/** Page object for a beef cut page: its nutrition label and the link to a comparison. */
export class CutPage extends ContentPage {
  constructor(page: Page) {
    super(page);
  }
  nutrition() {
    return this.page.getByRole('region', { name: 'Nutrition', exact: true });
  }
  /** The nutrition label's table (one, with a column each for cooked and raw when the cut has both). */
  nutritionTable() {
    return this.nutrition().getByRole('table');
  }
  /** A nutrient's cell in a column of the label ("Cooked" or "Raw"), e.g. "2.2 mg 12%". */
  nutrientCell(name: string, column: 'Cooked' | 'Raw') {
    const row = this.nutritionTable().getByRole('row', { name: new RegExp(`^${name} `) });
    return row.getByRole('cell').nth(column === 'Cooked' ? 0 : 1);
  }
  /** The guidelines' table (each row a card on a phone). */
  guidelines() {
    return this.page.getByRole('table', { name: /^Cooking guidelines for / });
  }
  /** One row per guideline (its method is the row header). */
  guidelineRows() {
    return this.guidelines()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }
  /** Each guideline's row as text, its cells joined with " · " ("Grill · 1 inch · …"). */
  guidelineTexts() {
    return this.guidelineRows().evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '').join(' · ')),
    );
  }
  /** Cut charts on the page (one is enough). */
  charts() {
    return this.page.getByRole('group', { name: /cut chart/ });
  }
  /** The header's tenderness line, "Tenderness: Very tender (…)", its source in the line below. */
  tenderness() {
    return this.page.getByText(/^Tenderness: /);
  }
  compareLink() {
    return this.page.getByRole('link', { name: /^Compare with / });
  }
}
