import { defineConfig, devices } from '@playwright/test';
import { E2E_SERVICE_CREDENTIALS } from './e2e/service-credentials';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Runs against a production build (`next build` happens before, in `npm test`) in Debian's
// Chromium; Playwright never downloads a browser.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Screenshots and axe on a shared 2-core machine can take tens of seconds; a slow test is not a wrong one.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `npx next start -p ${port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: `http://127.0.0.1:${port}`,
      REVALIDATE_SECRET: 'e2e-revalidate-secret',
      SERVICE_CREDENTIALS: `${E2E_SERVICE_CREDENTIALS.appId}:${E2E_SERVICE_CREDENTIALS.appKey}`,
    },
  },
});
