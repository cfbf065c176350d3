// The layer rules of eslint.config.mjs (docs/ARCHITECTURE.md's table) fail on a violation.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const errorsOf = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);

describe('layer rules', () => {
  it.each([
    ['components/cut/x.tsx', "import { getStore } from '@/lib/service/store';\nexport const x = getStore;\n"],
    ['app/(site)/cuts/x/page.tsx', "import { getStore } from '@/lib/service/store';\nexport const x = getStore;\n"],
    ['lib/service/x.ts', "import { getRecipe } from '@/lib/api/content';\nexport const x = getRecipe;\n"],
    ['lib/wire/x.ts', "import { recipeView } from '@/lib/api/views';\nexport const x = recipeView;\n"],
    ['lib/search/x.ts', "import { wire } from '@/lib/wire/v2';\nexport const x = wire;\n"],
    ['lib/recipe/x.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['components/ui/x.tsx', "import { recipePath } from '@/lib/api/views';\nexport const x = recipePath;\n"],
  ])('%s may not import across its layer', async (file, code) => {
    expect(await errorsOf(file, code)).toHaveLength(1);
  });

  it('allows what the table allows', async () => {
    expect(
      await errorsOf('lib/search/x.ts', "import type { Lookups } from '@/lib/wire/v2';\nexport type X = Lookups;\n"),
    ).toEqual([]);
    expect(
      await errorsOf(
        'app/(site)/api-docs/page.tsx',
        "import { openApiDocument } from '@/lib/service/openapi/document';\nexport const x = openApiDocument;\n",
      ),
    ).toEqual([]);
    expect(
      await errorsOf(
        'lib/api/x.ts',
        "import { serviceFetch } from '@/lib/service/app';\nexport const x = serviceFetch;\n",
      ),
    ).toEqual([]);
  });
});
