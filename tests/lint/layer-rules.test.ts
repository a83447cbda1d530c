// @vitest-environment node
// Proves that each layer rule in eslint.config.js really fires on TypeScript: a rule that silently skips .ts files
// (as import-x did before it was told about the TypeScript parser) would pass every lint run and protect nothing.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  // `ignore: false` so the fixtures (ignored by the normal lint run) are linted here.
  eslint = new ESLint({ cwd: process.cwd(), ignore: false });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

async function ruleIdsOfFile(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([filePath]);
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

// The first lint of a file under src/ builds the TypeScript program of the whole project (type-aware rules), which
// grows with every screen and is slow on a busy machine: the default 15 s is not enough for it.
describe('layer rules', { timeout: 90_000 }, () => {
  it('reports an import cycle between TypeScript files', async () => {
    expect(await ruleIdsOfFile('tests/lint/fixtures/cycle/first.ts')).toContain('import-x/no-cycle');
    expect(await ruleIdsOfFile('tests/lint/fixtures/cycle/second.ts')).toContain('import-x/no-cycle');
  });

  it('reports a feature importing another feature', async () => {
    const ids = await ruleIds(
      'src/features/cart/LintFixture.tsx',
      "import { ProductListingScreen } from '@/features/catalogue/ProductListingScreen';\nexport const x = ProductListingScreen;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('reports the design system importing lib', async () => {
    const ids = await ruleIds(
      'src/design-system/components/Button/LintFixture.ts',
      "import { useT } from '@/lib/i18n';\nexport const x = useT;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('reports lib importing the app shell', async () => {
    const ids = await ruleIds(
      'src/lib/storage/LintFixture.ts',
      "import { routes } from '@/app/router';\nexport const x = routes;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('reports Radix used directly in a feature', async () => {
    const ids = await ruleIds(
      'src/features/cart/LintFixture.tsx',
      "import { Dialog } from 'radix-ui';\nexport const x = Dialog;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('reports zod or TanStack Query in the design system', async () => {
    const ids = await ruleIds(
      'src/design-system/components/Button/LintFixture.ts',
      "import { z } from 'zod';\nexport const x = z;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('reports raw HTML outside SafeHtml', async () => {
    const ids = await ruleIds(
      'src/features/cart/LintFixture.tsx',
      'export const X = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
    );
    expect(ids).toContain('no-restricted-syntax');
  });

  it('reports reaching past a public face: into a design-system component’s files or internals, or a shopping folder of lib', async () => {
    for (const specifier of [
      '@/design-system/components/Button/Button',
      '@/design-system/internal/deferred-overlay',
      '@/lib/cart/add-to-cart',
      '@/lib/session/use-storefront',
    ]) {
      const ids = await ruleIds(
        'src/features/cart/LintFixture.tsx',
        `import * as part from '${specifier}';\nexport const x = part;\n`,
      );
      expect(ids).toContain('import-x/no-internal-modules');
    }
  });

  it('passes a file that respects the layers', async () => {
    const ids = await ruleIds(
      'src/features/cart/LintFixture.tsx',
      "import { Button } from '@/design-system/components/Button';\nimport { useT } from '@/lib/i18n';\nexport function X() {\n  const t = useT();\n  return <Button>{t('Cart')}</Button>;\n}\n",
    );
    expect(ids).toEqual([]);
  });
});
