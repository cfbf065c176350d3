import { defineConfig } from 'vitest/config';
import base from './vitest.config.mts';

// The contract suites over HTTP against the production build (`npm run test:http`, after
// `next build`), and the checks of the HTTP surface itself (*.http.test.ts):
// scripts/contract-server.ts starts `next start` and lib/service/test-request.ts sends every
// request there. One server, so one file at a time.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'lib/service/v1/routes.test.ts',
      'lib/service/v2.test.ts',
      'lib/service/openapi.test.ts',
      '**/*.http.test.ts',
    ],
    exclude: ['node_modules/**', 'e2e/**', '.next/**'],
    globalSetup: ['./scripts/contract-server.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
