import { expect, test, type Page } from '@playwright/test';
import { ComparePage } from '@/e2e/pages/compare-page';

// Compare on a phone and a desktop (issue 30): no cell's text shows beside or under the sticky
// row labels, a scroll cue where the table is wider than the screen, the chart row shows the
// chart, and the rows a griller compares.
const PATH = '/cuts/compare?cuts=flank-steak&cuts=outside-skirt-steak&cuts=hanger-steak';

/** Text of a data cell painted where the row labels are: beside them (the gutter the labels
 *  once left) or over them. Text passing under a label, hidden by it, is what sticky means. */
function textBesideLabels(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const row of document.querySelectorAll('table tr')) {
      const th = row.querySelector('th');
      if (!th) continue;
      const label = th.getBoundingClientRect();
      for (const td of row.querySelectorAll('td')) {
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) {
            const y = r.top + r.height / 2;
            if (y < 0 || y > innerHeight) continue;
            for (const x of [r.left + 1, r.left + r.width / 2, r.right - 1]) {
              if (x < 0 || x > innerWidth || x >= label.right) continue;
              // Left of the labels' right edge, the cell's text must not be what is painted.
              const top = document.elementFromPoint(x, y);
              if (top && td.contains(top)) bad.push(n.textContent.trim());
            }
          }
        }
      }
    }
    return bad;
  });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('no cell text beside the sticky labels, scrolled or not; the rows a griller compares', async ({ page }) => {
      const compare = new ComparePage(page);
      await compare.goto(PATH);
      const table = compare.table();
      await expect(table).toBeVisible();
      const scroller = compare.scroller();
      const cue = compare.scrollCue();
      if (width < 640) await expect(cue).toBeVisible();
      else await expect(cue).toBeHidden();

      for (const fraction of [0, 0.35, 0.7, 1]) {
        await scroller.evaluate((el, f) => (el.scrollLeft = (el.scrollWidth - el.clientWidth) * f), fraction);
        // Each row, brought into view in turn, is checked where it is painted.
        for (const row of await table.getByRole('row').all()) {
          await row.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
          await scroller.evaluate((el, f) => (el.scrollLeft = (el.scrollWidth - el.clientWidth) * f), fraction);
          expect(await textBesideLabels(page), `scrolled ${fraction}`).toEqual([]);
        }
      }

      // The chart row shows where each cut comes from, on the chart.
      const chartRow = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'On the cut chart' }) });
      await expect(chartRow.getByRole('img', { name: /comes from the /i })).toHaveCount(3);
      await expect(compare.rowHeader('Best cooking methods')).toBeAttached();
      // Tenderness where the service gives it, a plain "Not measured" where it does not, and the
      // study named under the table (the row header's description).
      await expect(compare.rowCells('Tenderness')).toHaveText([/^Tender \(/, /^Very tender \(/, 'Not measured']);
      await expect(compare.rowHeader('Tenderness')).toHaveAccessibleDescription(/Belew.*Meat Science 64/);
      const timeRow = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Time at a typical size' }) });
      await expect(timeRow.getByRole('cell')).toHaveCount(3);
      for (const cell of await timeRow.getByRole('cell').all()) await expect(cell).toContainText(/\d+(–\d+)? (min|hr)/);
      expect(await compare.horizontalOverflow()).toBeLessThanOrEqual(0);
    });
  });
}
