import { expect, test } from '@playwright/test';
import { SitePage } from '@/e2e/pages/site-page';

test('home page shows the site, its navigation and the provider attribution', async ({ page }, testInfo) => {
  const site = new SitePage(page);
  const response = await site.goto('/');
  expect(response?.status()).toBe(200);
  await expect(site.heading()).toHaveText('Know your cut. Cook it right.');
  await expect(site.header.getByRole('link', { name: 'Beef Atlas' })).toBeVisible();
  await expect(site.mainNav.getByRole('link', { name: 'Recipes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The eight beef primals' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'The eight beef primals' }).getByRole('link', { name: 'Brisket' }),
  ).toBeVisible();

  const link = site.attribution.getByRole('link');
  await expect(link).toHaveAttribute('href', /\/about$/);
  await expect(link.getByRole('img')).toHaveCount(0); // the logo is decorative; the link text names the provider
  await expect(link).toContainText('Beef Atlas Open Catalog');

  await page.screenshot({ path: testInfo.outputPath('home-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('home-phone.png'), fullPage: true });
});
