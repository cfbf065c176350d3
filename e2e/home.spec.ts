import { expect, test } from '@playwright/test';
import { HomePage } from '@/e2e/pages/home-page';

test('home page shows the site, its navigation and the provider attribution', async ({ page }, testInfo) => {
  const site = new HomePage(page);
  const response = await site.goto('/');
  expect(response?.status()).toBe(200);
  await expect(site.heading()).toHaveText('Know your cut. Cook it right.');
  await expect(site.brandLink()).toBeVisible();
  await expect(site.navLink('Recipes')).toBeVisible();
  await expect(site.primalsHeading()).toBeVisible();
  await expect(site.primalLink('Brisket')).toBeVisible();

  const link = site.attributionLink();
  await expect(link).toHaveAttribute('href', /\/about$/);
  await expect(link.getByRole('img')).toHaveCount(0); // the logo is decorative; the link text names the provider
  await expect(link).toContainText('Beef Atlas Open Catalog');

  await page.screenshot({ path: testInfo.outputPath('home-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await site.horizontalOverflow();
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('home-phone.png'), fullPage: true });
});
