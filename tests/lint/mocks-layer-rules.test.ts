// @vitest-environment node
// Proves that the demo shop's layer rules (eslint.config.js, MOCKS_ZONES; mocks/README.md, "Layers") fire: each layer
// importing one above it is an error, the downward imports pass, and the app reaches the demo shop only from its
// entry, through the three modules it starts it with.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The layer-rule errors of a file at `filePath` that imports each of `specifiers`. */
async function layerErrors(filePath: string, specifiers: string[]): Promise<string[]> {
  const code = [
    ...specifiers.map((specifier, i) => `import * as part${i} from '${specifier}';`),
    `export const parts = [${specifiers.map((_, i) => `part${i}`).join(', ')}];`,
    '',
  ].join('\n');
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => (m.ruleId ? `${m.ruleId}: ${m.message}` : `fatal: ${m.message}`));
}

const RESTRICTED = 'import-x/no-restricted-paths';

// The first lint builds the TypeScript program of the whole project (the import resolver): slow on a busy machine.
describe('the demo shop’s layer rules', { timeout: 90_000 }, () => {
  it.each([
    // [layer, file, an import from a layer above it, words of the rule's message]
    ['domain', 'mocks/domain/lint-fixture.ts', '../data/catalogue', 'mocks/domain'],
    ['domain', 'mocks/domain/lint-fixture.ts', '../state/store', 'mocks/domain'],
    ['domain', 'mocks/domain/lint-fixture.ts', '@/lib/i18n', 'nor the app'],
    ['data', 'mocks/data/lint-fixture.ts', '../state/store', 'mocks/data'],
    ['data', 'mocks/data/lint-fixture.ts', '../handlers/catalogue', 'mocks/data'],
    ['state', 'mocks/state/lint-fixture.ts', '../http/views', 'mocks/state'],
    ['state', 'mocks/state/lint-fixture.ts', '../handlers/commerce', 'mocks/state'],
    ['state', 'mocks/state/lint-fixture.ts', '../server/csrf', 'mocks/state'],
    ['an adapter (http)', 'mocks/http/lint-fixture.ts', '../handlers/commerce', 'Answer shapes'],
    ['an adapter (realtime)', 'mocks/realtime/lint-fixture.ts', '../node', 'Answer shapes'],
    ['handlers', 'mocks/handlers/lint-fixture.ts', '../scenarios', 'Handlers answer'],
    ['handlers', 'mocks/handlers/commerce/lint-fixture.ts', '../../server/public-origin', 'Handlers answer'],
    ['an entry file', 'mocks/browser.ts', './server/public-origin', 'demo server is the top'],
  ])('reports %s (%s) importing %s', async (_layer, file, specifier, words) => {
    const errors = await layerErrors(file, [specifier]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(RESTRICTED);
    expect(errors[0]).toContain(words);
  });

  it('passes each layer importing the layers below it', async () => {
    expect(await layerErrors('mocks/data/lint-fixture.ts', ['../domain/money', '../domain/types'])).toEqual(
      [],
    );
    expect(await layerErrors('mocks/state/lint-fixture.ts', ['../data/catalogue', '../domain/cart'])).toEqual(
      [],
    );
    expect(
      await layerErrors('mocks/realtime/lint-fixture.ts', ['../state/store', '../domain/clock']),
    ).toEqual([]);
    expect(
      await layerErrors('mocks/handlers/lint-fixture.ts', [
        '../http/views',
        '../realtime/live-feed',
        '../state/store',
      ]),
    ).toEqual([]);
    expect(
      await layerErrors('mocks/server/lint-fixture.ts', ['../handlers', '../scenarios', '../state/store']),
    ).toEqual([]);
  });

  it('lets the demo shop read from src/domain only the pure gateway table, demo vendor paths and listing request', async () => {
    expect(
      await layerErrors('mocks/server/lint-fixture.ts', [
        '@/domain/payments/gateways/gateways',
        '@/domain/payments/gateways/demo-vendor-paths',
        '@/domain/catalogue/listing-query',
      ]),
    ).toEqual([]);
    for (const specifier of [
      '@/domain/payments',
      '@/domain/payments/gateways/vendor-script',
      '@/domain/cart',
      '@/domain/catalogue',
      '@/domain/catalogue/listing-queries',
    ]) {
      const errors = await layerErrors('mocks/handlers/lint-fixture.ts', [specifier]);
      expect(errors, specifier).toHaveLength(1);
      expect(errors[0]).toContain('only the gateway table');
    }
  });

  it('lets the demo shop’s tests reach any layer', async () => {
    expect(
      await layerErrors('mocks/state/lint-fixture.test.ts', ['../node', '../handlers/commerce']),
    ).toEqual([]);
  });

  it('reports application code importing the demo shop', async () => {
    for (const [file, specifier] of [
      ['src/lib/storage/LintFixture.ts', '@mocks/state/store'],
      ['src/features/cart/LintFixture.tsx', '@mocks/scenarios'],
      ['src/app/layout/LintFixture.tsx', '../../../mocks/browser'],
    ] as const) {
      const errors = await layerErrors(file, [specifier]);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(RESTRICTED);
    }
  });

  it('lets the entry start the demo shop through its three modules, and nothing else of it', async () => {
    expect(
      await layerErrors('src/main.tsx', [
        '../mocks/browser',
        '../mocks/data/users',
        '../mocks/sign-in/social-provider',
      ]),
    ).toEqual([]);
    const errors = await layerErrors('src/main.tsx', ['../mocks/state/store']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(RESTRICTED);
  });
});
