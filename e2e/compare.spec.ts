import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

// The compare view: three cuts side by side, values that agree with the cut pages, no axe
// violations, a phone width without page overflow, and a chooser that works without JavaScript.
const CUTS = [
  { slug: 'flank-steak', name: 'Flank Steak' },
  { slug: 'outside-skirt-steak', name: 'Outside Skirt Steak' },
  { slug: 'hanger-steak', name: 'Hanger Steak' },
];
const PATH = `/cuts/compare?${CUTS.map((c) => `cuts=${c.slug}`).join('&')}`;

test('three cuts side by side: content, attribution, accessibility, screenshots', async ({ page }, testInfo) => {
  const site = new ContentPage(page);
  const response = await site.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(site.heading()).toHaveText('Compare beef cuts');
  await site.expectAttribution();
  const table = page.getByRole('table', { name: /Comparison of/ });
  const heads = table.locator('thead th[scope="col"]');
  await expect(heads).toHaveCount(CUTS.length + 1);
  for (const [i, c] of CUTS.entries()) {
    const link = heads.nth(i + 1).getByRole('link', { name: c.name });
    await expect(link).toHaveAttribute('href', `/cuts/${c.slug}`);
  }
  await expect(table.getByRole('rowheader', { name: 'Protein' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Cooking guidelines' })).toBeVisible();
  await expect(page.getByText(/USDA safe minimum internal temperature is 145 °F/)).toHaveCount(1);
  // Stays out of the index; the canonical is the bare page.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cuts\/compare$/);
  const ld = await site.jsonLd();
  expect(ld.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target})`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('compare-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Only the table's own wrapper may scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('compare-390.png'), fullPage: true });
});

test('a nutrient value equals the one on each cut page', async ({ page }) => {
  await page.goto(PATH);
  const compared: string[] = [];
  for (const c of CUTS) {
    const col = page.locator('thead th[scope="col"]').filter({ hasText: c.name });
    await expect(col).toHaveCount(1);
    const index = await col.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    compared.push(
      (await page
        .locator('tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: 'Iron' }) })
        .locator('td')
        .nth(index - 1)
        .locator('[data-nutrient="iron"] .font-semibold')
        .textContent()) ?? '',
    );
  }
  for (const [i, c] of CUTS.entries()) {
    await page.goto(`/cuts/${c.slug}`);
    // The cooked panel is the one shown first on the cut page.
    const panel = page.getByRole('region', { name: 'Nutrition', exact: true }).getByRole('tabpanel');
    const label = (await panel.getByRole('rowheader', { name: /^Iron / }).textContent()) ?? '';
    expect(compared[i], c.slug).toMatch(/^\d/);
    expect(label, c.slug).toContain(`Iron ${compared[i]}`);
  }
});

test('the cut page links to a comparison with its alternative and substitute', async ({ page }) => {
  await page.goto('/cuts/flank-steak');
  const link = page.getByRole('link', { name: /^Compare with / });
  await expect(link).toHaveAttribute('href', /^\/cuts\/compare\?cuts=flank-steak&cuts=[a-z0-9-]+/);
  await link.click();
  await expect(page.getByRole('table', { name: /Comparison of Flank Steak/ })).toBeVisible();
});

test('too few or unknown cuts answer a friendly chooser, not an error', async ({ page }) => {
  for (const path of [
    '/cuts/compare',
    '/cuts/compare?cuts=flank-steak',
    '/cuts/compare?cuts=flank-steak&cuts=no-such-cut',
    '/cuts/compare?cuts=flank-steak,flank-steak',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { name: 'Choose the cuts' }), path).toBeVisible();
    await expect(page.getByRole('table'), path).toHaveCount(0);
  }
  await expect(page.getByRole('status')).toContainText('one more cut');
  await page.goto('/cuts/compare?cuts=flank-steak&cuts=no-such-cut&cuts=hanger-steak');
  await expect(page.getByRole('status')).toContainText('“no-such-cut”');
  await expect(
    page.getByRole('table', {
      name: 'Comparison of Flank Steak, Hanger Steak: cut facts, cooked nutrition per serving and cooking guidelines',
    }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chooser form compares the picked cuts', async ({ page }) => {
    await page.goto('/cuts/compare');
    await page.getByLabel('Cut 1', { exact: true }).selectOption(CUTS[0]!.slug);
    await page.getByLabel('Cut 2', { exact: true }).selectOption(CUTS[2]!.slug);
    await page.getByRole('button', { name: 'Compare these cuts' }).click();
    await expect(page).toHaveURL(new RegExp(`cuts=${CUTS[0]!.slug}&cuts=${CUTS[2]!.slug}&cuts=$`));
    const table = page.getByRole('table', { name: /Comparison of/ });
    await expect(table.getByRole('link', { name: CUTS[0]!.name })).toBeVisible();
    await expect(table.getByRole('link', { name: CUTS[2]!.name })).toBeVisible();
    // The form shows the current choice, so changing one cut is one step.
    await expect(page.getByLabel('Cut 2', { exact: true })).toHaveValue(CUTS[2]!.slug);
  });
});
