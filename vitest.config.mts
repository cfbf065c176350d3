import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // server-only throws outside a React server bundle; under vitest it is a no-op.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // *.http.test.ts need the production server: `npm run test:http` (vitest.http.config.mts).
    exclude: ['node_modules/**', 'e2e/**', '.next/**', '**/*.http.test.ts'],
    environment: 'node',
    // Whole-catalog hooks and image checks take 10-40 s on a busy 2-core machine; limits, not assertions.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
