// @vitest-environment node
// Proves that each layer rule in eslint.config.js really fires on TypeScript: a rule that silently skips .ts files
// (as import-x did before it was told about the TypeScript parser) would pass every lint run and protect nothing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

  it('reports reaching past a public face: into a design-system component’s files or internals, or a folder of lib with a face', async () => {
    for (const specifier of [
      '@/design-system/components/Button/Button',
      '@/design-system/internal/deferred-overlay',
      '@/lib/one-intent/one-intent',
      '@/lib/session/use-storefront',
    ]) {
      const ids = await ruleIds(
        'src/features/cart/LintFixture.tsx',
        `import * as part from '${specifier}';\nexport const x = part;\n`,
      );
      expect(ids).toContain('import-x/no-internal-modules');
    }
  });

  describe('the domain layer (src/domain/<word>, issue 37)', () => {
    const importing = (specifier: string) =>
      `import * as part from '${specifier}';\nexport const x = part;\n`;

    it('reports a feature or the app reaching past a domain word’s public face', async () => {
      for (const [file, specifier] of [
        ['src/features/cart/LintFixture.tsx', '@/domain/notifications/feed'],
        ['src/features/cart/LintFixture.tsx', '../../domain/notifications/changes'],
        ['src/app/routes/LintFixture.ts', '@/domain/notifications/keys'],
      ] as const) {
        expect(await ruleIds(file, importing(specifier)), `${file} ← ${specifier}`).toContain(
          'import-x/no-restricted-paths',
        );
      }
    });

    // The words moved out of src/lib and the features (cart, shops, rewards, products' saved and recently viewed
    // lists, the delivery promise, addresses, orders, the session's changes, payments and their gateways): each one's
    // files are reached through its face only, and a lazily loaded second face passes.
    it.each([
      ['cart', 'add-to-cart'],
      ['shops', 'shop-follow'],
      ['rewards', 'reward-amount'],
      ['products', 'saved-products'],
      ['delivery', 'use-shipping-days'],
      ['addresses', 'address-book'],
      ['orders', 'order-status'],
      ['session', 'sign-in'],
      ['payments', 'payment-queries'],
      ['payments', 'gateways/gateways'],
    ])('reports a feature reaching into domain/%s/%s, and passes its face', async (word, file) => {
      expect(
        await ruleIds('src/features/account/LintFixture.tsx', importing(`@/domain/${word}/${file}`)),
      ).toContain('import-x/no-restricted-paths');
      expect(await ruleIds('src/features/account/LintFixture.tsx', importing(`@/domain/${word}`))).toEqual(
        [],
      );
    });

    it('passes a lazily loaded second face (`*.lazy.tsx`) of a word', async () => {
      expect(
        await ruleIds(
          'src/features/cart/LintFixture.tsx',
          "export const load = () => import('@/domain/delivery/DeliveryArrival.lazy');\n",
        ),
      ).toEqual([]);
    });

    it('reports one domain word reaching past another’s public face, and passes its public face', async () => {
      for (const specifier of ['@/domain/notifications/feed', '../notifications/keys'])
        expect(
          await ruleIds('src/domain/payments/LintFixture.ts', importing(specifier)),
          specifier,
        ).toContain('import-x/no-restricted-paths');
      expect(
        await ruleIds('src/domain/payments/LintFixture.ts', importing('@/domain/notifications')),
      ).toEqual([]);
      expect(await ruleIds('src/domain/payments/LintFixture.ts', importing('./script-checkouts'))).toEqual(
        [],
      );
    });

    it('reports lib, ui or the design system importing a domain word', async () => {
      for (const file of [
        'src/lib/storage/LintFixture.ts',
        'src/ui/QueryState/LintFixture.tsx',
        'src/design-system/components/Button/LintFixture.ts',
      ]) {
        expect(await ruleIds(file, importing('@/domain/notifications')), file).toContain(
          'import-x/no-restricted-paths',
        );
      }
    });

    it('reports a domain word importing a feature, the app or the demo shop', async () => {
      for (const specifier of ['@/features/notifications', '@/app/router', '@mocks/state/store']) {
        expect(
          await ruleIds('src/domain/notifications/LintFixture.ts', importing(specifier)),
          specifier,
        ).toContain('import-x/no-restricted-paths');
      }
    });

    it('passes a feature and the app using a word’s public face, and a word using lib, ui and the API', async () => {
      expect(await ruleIds('src/features/cart/LintFixture.tsx', importing('@/domain/notifications'))).toEqual(
        [],
      );
      expect(await ruleIds('src/app/routes/LintFixture.ts', importing('@/domain/notifications'))).toEqual([]);
      for (const specifier of [
        '@/lib/i18n',
        '@/ui',
        '@/design-system/components/Button',
        '@/api-generated/model',
      ])
        expect(
          await ruleIds('src/domain/notifications/LintFixture.ts', importing(specifier)),
          specifier,
        ).toEqual([]);
    });
  });

  describe('one owner per API tag (API_TAG_OWNERS in eslint.config.js)', () => {
    const code = (specifier: string) => `import * as part from '${specifier}';\nexport const x = part;\n`;

    it('reports a tag’s endpoints imported (statically or lazily) outside their owner, and the endpoints barrel', async () => {
      for (const text of [
        code('@/api-generated/endpoints/notifications/notifications'),
        "export const load = () => import('@/api-generated/endpoints/notifications/notifications');\n",
        code('@/api-generated/endpoints'),
      ])
        expect(await ruleIds('src/features/account/LintFixture.ts', text), text).toContain(
          'api/api-tag-owners',
        );
      expect(
        await ruleIds('src/domain/cart/LintFixture.ts', code('@/api-generated/endpoints/wallet/wallet')),
      ).toContain('api/api-tag-owners');
    });

    it('passes the owner', async () => {
      expect(
        await ruleIds(
          'src/domain/notifications/LintFixture.ts',
          code('@/api-generated/endpoints/notifications/notifications'),
        ),
      ).not.toContain('api/api-tag-owners');
    });

    it('gives every tag exactly one owner folder', async () => {
      const config = await eslint.calculateConfigForFile('src/domain/notifications/index.ts');
      const API_TAG_OWNERS = (
        config.rules['api/api-tag-owners'] as [unknown, { owners: Record<string, string[]> }]
      )[1].owners;
      for (const [tag, owners] of Object.entries(API_TAG_OWNERS))
        expect(owners, `'${tag}' has ${owners.length} owners: give it one home`).toHaveLength(1);
    });

    it('reports a second folder importing a tag the first owns', async () => {
      for (const [file, specifier] of [
        ['src/domain/watches/LintFixture.ts', '@/api-generated/endpoints/product/product'],
        ['src/features/catalogue/LintFixture.ts', '@/api-generated/endpoints/catalogue/catalogue'],
        ['src/features/localisation/LintFixture.ts', '@/api-generated/endpoints/settings/settings'],
      ] as const)
        expect(await ruleIds(file, code(specifier)), file).toContain('api/api-tag-owners');
    });

    it('names every tag, and only folders that import it today (as tight as is true)', async () => {
      const config = await eslint.calculateConfigForFile('src/domain/notifications/index.ts');
      const API_TAG_OWNERS = (
        config.rules['api/api-tag-owners'] as [unknown, { owners: Record<string, string[]> }]
      )[1].owners;
      const endpoints = readdirSync('src/api-generated/endpoints', { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(Object.keys(API_TAG_OWNERS).sort()).toEqual(endpoints.sort());
      const sources = readdirSync('src', { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name))
        .map((e) => join(e.parentPath, e.name).replaceAll('\\', '/'))
        .filter((file) => !file.startsWith('src/api-generated/'));
      for (const [tag, owners] of Object.entries(API_TAG_OWNERS)) {
        const importers = sources.filter((file) =>
          readFileSync(file, 'utf8').includes(`@/api-generated/endpoints/${tag}/`),
        );
        for (const owner of owners)
          expect(
            importers.some((file) => file === owner || file.startsWith(`${owner}/`)),
            `${owner} owns '${tag}' but imports none of its endpoints`,
          ).toBe(true);
      }
    });
  });

  it('passes a file that respects the layers', async () => {
    const ids = await ruleIds(
      'src/features/cart/LintFixture.tsx',
      "import { Button } from '@/design-system/components/Button';\nimport { useT } from '@/lib/i18n';\nexport function X() {\n  const t = useT();\n  return <Button>{t('Cart')}</Button>;\n}\n",
    );
    expect(ids).toEqual([]);
  });
});
