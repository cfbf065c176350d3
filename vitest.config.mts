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
    exclude: ['node_modules/**', 'e2e/**', '.next/**'],
    environment: 'node',
    testTimeout: 20_000,
    // Several suites compile the whole catalog in beforeAll (~8 s alone); on a loaded machine
    // that outgrew the default 10 s and skipped a whole file.
    hookTimeout: 60_000,
  },
});
