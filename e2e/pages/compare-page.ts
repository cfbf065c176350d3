import type { Page } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

/** Page object for the compare view: the comparison table, its notes and the chooser form. */
export class ComparePage extends ContentPage {
  constructor(page: Page) {
    super(page);
  }
  table(name: string | RegExp = /Comparison of/) {
    return this.page.getByRole('table', { name });
  }
  /** The table's own sideways scroller (a focusable region named by the caption). */
  scroller() {
    return this.page.getByRole('region', { name: /Comparison of/ });
  }
  /** The phone's sign that the table scrolls sideways. */
  scrollCue() {
    return this.page.getByText(/^Swipe the table sideways/);
  }
  anyTable() {
    return this.page.getByRole('table');
  }
  /** The header cells: an empty corner, then one per cut. */
  columnHeaders() {
    return this.table().getByRole('columnheader');
  }
  columnHeader(cutName: string) {
    return this.columnHeaders().filter({ hasText: cutName });
  }
  /** The link to a cut's page in its column's header. */
  columnLink(column: number, cutName: string) {
    return this.columnHeaders().nth(column).getByRole('link', { name: cutName });
  }
  /** A link to a compared cut's page anywhere in the table. */
  cutLink(cutName: string) {
    return this.table().getByRole('link', { name: cutName });
  }
  rowHeader(name: string) {
    return this.table().getByRole('rowheader', { name });
  }
  /** A row's data cells, in column order. */
  rowCells(name: string) {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name }) })
      .getByRole('cell');
  }
  /** The amount a cut's column shows for a nutrient row, e.g. "2.2 mg". */
  async nutrientAmount(cutName: string, row: string, slug: string) {
    const index = await this.columnHeader(cutName).evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    const cell = this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: row }) })
      .getByRole('cell')
      .nth(index - 1);
    // The amount is the bold part of the cell, before its % DV.
    return (await cell.locator(`[data-nutrient="${slug}"] .font-semibold`).textContent()) ?? '';
  }
  safetyNote() {
    return this.page.getByText(/USDA safe minimum internal temperature is 145 °F/);
  }
  /** The message about the selection (too few cuts, an unknown one). */
  status() {
    return this.page.getByRole('status');
  }
  chooseHeading() {
    return this.page.getByRole('heading', { name: 'Choose the cuts' });
  }
  cutSelect(n: number) {
    return this.page.getByLabel(`Cut ${n}`, { exact: true });
  }
  submit(name: string) {
    return this.page.getByRole('button', { name });
  }
}
