import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layer table of docs/ARCHITECTURE.md as rules: an import across a boundary fails lint.
// Type-only imports are allowed where a layer only shares a shape (allowTypeImports).
const layer = (files, patterns, { ignores = [], types = true } = {}) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx', ...ignores],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: patterns.map((p) => ({ ...p, allowTypeImports: types })) },
    ],
  },
});
const UI = ['@/app/*', '@/components/*', 'react', 'react-dom', 'next', 'next/*'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  layer(
    ['lib/wire/**'],
    [
      {
        regex: '^@/(?!lib/wire/|lib/search/kinds$)',
        message: 'lib/wire imports zod and the search kinds table only.',
      },
    ],
  ),
  layer(
    ['lib/search/**'],
    [
      {
        regex: '^@/(?!lib/search/)',
        message: 'lib/search ships to the browser: zod/mini and its own modules only.',
      },
    ],
  ),
  layer(
    ['lib/service/**'],
    [{ group: ['@/lib/api/*', ...UI], message: 'The embedded service never imports lib/api, React or Next.' }],
  ),
  layer(
    ['lib/recipe/**', 'lib/cooking/**', 'lib/catalog/**'],
    [
      {
        group: ['@/lib/api/*', '@/lib/service/*', ...UI],
        message: 'Domain rules are pure: no data layer, service or UI.',
      },
    ],
  ),
  layer(
    ['lib/api/**'],
    [
      { group: ['@/app/*', '@/components/*'], message: 'lib/api is the data layer: no UI.' },
      {
        regex: '^@/lib/service/(?!app$)',
        message: 'lib/api reaches the service through its app only.',
      },
    ],
  ),
  layer(
    ['components/**'],
    [
      { group: ['@/lib/service/*', '@/scripts/*'], message: 'Components read content through lib/api only.' },
      {
        group: ['@/lib/api/operations', '@/lib/api/transport', '@/lib/api/parse', '@/lib/api/content'],
        message: 'Components get view types and props; only the shared route bodies call lib/api/content.',
      },
    ],
    {
      ignores: [
        'components/collection/collection-route.tsx',
        'components/recipe/recipe-article.tsx',
        'components/search/search-page.tsx',
      ],
    },
  ),
  // Later entries win for the same rule: the primitives' rule comes after the components' one.
  layer(['components/ui/**'], [{ regex: '^@/(?!components/ui/)', message: 'UI primitives know no domain.' }]),
  layer(
    ['app/**'],
    [
      {
        group: ['@/lib/service/*', '@/scripts/*'],
        message: 'Routes read content through lib/api (the API mount and api-docs excepted).',
      },
      {
        group: ['@/lib/api/operations', '@/lib/api/transport', '@/lib/api/parse'],
        message: 'Routes call lib/api/content.',
      },
    ],
    { ignores: ['app/api/[[]...route]/route.ts', 'app/[(]site[)]/api-docs/page.tsx'] },
  ),
  layer(['scripts/**'], [{ group: ['@/app/*', '@/components/*'], message: 'Scripts never import the site.' }]),
  globalIgnores([
    '.next/**',
    '.vercel/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.catalog/**',
    'public/media/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
    '.vercel/**',
  ]),
]);
