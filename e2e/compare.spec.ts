import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ComparePage } from '@/e2e/pages/compare-page';
import { CutPage } from '@/e2e/pages/cut-page';

// The compare view: three cuts side by side, values that agree with the cut pages, no axe
// violations, a phone width without page overflow, and a chooser that works without JavaScript.
const CUTS = [
  { slug: 'flank-steak', name: 'Flank Steak' },
  { slug: 'outside-skirt-steak', name: 'Outside Skirt Steak' },
  { slug: 'hanger-steak', name: 'Hanger Steak' },
];
const PATH = `/cuts/compare?${CUTS.map((c) => `cuts=${c.slug}`).join('&')}`;

test('three cuts side by side: content, attribution, accessibility, screenshots', async ({ page }, testInfo) => {
  const compare = new ComparePage(page);
  const response = await compare.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(compare.heading()).toHaveText('Compare beef cuts');
  await compare.expectAttribution();
  const heads = compare.columnHeaders();
  await expect(heads).toHaveCount(CUTS.length + 1);
  for (const [i, c] of CUTS.entries()) {
    await expect(compare.columnLink(i + 1, c.name)).toHaveAttribute('href', `/cuts/${c.slug}`);
  }
  await expect(compare.rowHeader('Protein')).toBeVisible();
  await expect(compare.rowHeader('Cooking guidelines')).toBeVisible();
  await expect(compare.safetyNote()).toHaveCount(1);
  // Stays out of the index; the canonical is the bare page.
  await expect(compare.robots).toHaveAttribute('content', /noindex/);
  await expect(compare.canonical).toHaveAttribute('href', /\/cuts\/compare$/);
  const ld = await compare.jsonLd();
  expect(ld.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target})`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('compare-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Only the table's own wrapper may scroll sideways.
  expect(await compare.horizontalOverflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('compare-390.png'), fullPage: true });
});

test('a nutrient value and the tenderness equal the ones on each cut page', async ({ page }) => {
  const compare = new ComparePage(page);
  await compare.goto(PATH);
  const compared: string[] = [];
  for (const c of CUTS) {
    await expect(compare.columnHeader(c.name)).toHaveCount(1);
    compared.push(await compare.nutrientAmount(c.name, 'Iron', 'iron'));
  }
  const tenderness = await compare.rowCells('Tenderness').allTextContents();
  const cut = new CutPage(page);
  for (const [i, c] of CUTS.entries()) {
    await cut.goto(`/cuts/${c.slug}`);
    if (tenderness[i] === 'Not measured') await expect(cut.tenderness()).toHaveCount(0);
    else await expect(cut.tenderness()).toHaveText(`Tenderness: ${tenderness[i]}*`);
    // The comparison's nutrition is the cooked column of the cut's label.
    const cell = (await cut.nutrientCell('Iron', 'Cooked').textContent()) ?? '';
    expect(compared[i], c.slug).toMatch(/^\d/);
    expect(cell, c.slug).toMatch(new RegExp(`^${compared[i]!.replace('.', '\\.')} `));
  }
});

test('the cut page links to a comparison with its alternative and substitute', async ({ page }) => {
  const cut = new CutPage(page);
  await cut.goto('/cuts/flank-steak');
  const link = cut.compareLink();
  await expect(link).toHaveAttribute('href', /^\/cuts\/compare\?cuts=flank-steak&cuts=[a-z0-9-]+/);
  await link.click();
  await expect(new ComparePage(page).table(/Comparison of Flank Steak/)).toBeVisible();
});

test('too few or unknown cuts answer a friendly chooser, not an error', async ({ page }) => {
  const compare = new ComparePage(page);
  for (const path of [
    '/cuts/compare',
    '/cuts/compare?cuts=flank-steak',
    '/cuts/compare?cuts=flank-steak&cuts=no-such-cut',
    '/cuts/compare?cuts=flank-steak,flank-steak',
  ]) {
    const response = await compare.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(compare.chooseHeading(), path).toBeVisible();
    await expect(compare.anyTable(), path).toHaveCount(0);
  }
  await expect(compare.status()).toContainText('one more cut');
  await compare.goto('/cuts/compare?cuts=flank-steak&cuts=no-such-cut&cuts=hanger-steak');
  await expect(compare.status()).toContainText('“no-such-cut”');
  await expect(
    compare.table(
      'Comparison of Flank Steak, Hanger Steak: cut facts, cooked nutrition per serving and cooking guidelines',
    ),
  ).toBeVisible();
});

test('the cut page nutrition: cooked and raw side by side in one label', async ({ page }) => {
  const cut = new CutPage(page);
  await cut.goto('/cuts/flank-steak');
  await expect(cut.nutrition().getByText('Nutrition Facts', { exact: true })).toHaveCount(1);
  const table = cut.nutritionTable();
  await expect(table.getByRole('columnheader', { name: 'Cooked', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Raw', exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Serving size / })).toContainText(/cooked.*raw/s);
  for (const column of ['Cooked', 'Raw'] as const)
    await expect(cut.nutrientCell('Protein', column)).toHaveText(/^\d+ g \d+%/);
  await expect(cut.nutrition().getByRole('tab')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a cut page shows its cooked and raw nutrition in one label', async ({ page }) => {
    const cut = new CutPage(page);
    await cut.goto('/cuts/flank-steak');
    for (const column of ['Cooked', 'Raw'] as const) await expect(cut.nutrientCell('Iron', column)).toBeVisible();
  });

  test('the chooser form compares the picked cuts', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.goto('/cuts/compare');
    await compare.cutSelect(1).selectOption(CUTS[0]!.slug);
    await compare.cutSelect(2).selectOption(CUTS[2]!.slug);
    await compare.submit('Compare these cuts').click();
    await expect(page).toHaveURL(new RegExp(`cuts=${CUTS[0]!.slug}&cuts=${CUTS[2]!.slug}&cuts=$`));
    await expect(compare.cutLink(CUTS[0]!.name)).toBeVisible();
    await expect(compare.cutLink(CUTS[2]!.name)).toBeVisible();
    // The form shows the current choice, so changing one cut is one step.
    await expect(compare.cutSelect(2)).toHaveValue(CUTS[2]!.slug);
  });
});
