// @vitest-environment node
// Proves the rules that keep shared UI in one home (conventions rules 1 and 21): src/ui sits between lib and the
// features, and a feature that words a failed request or writes its own "Try again" is reported.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd(), ignore: false });
});

const FEATURE = 'src/features/cart/LintFixture.tsx';
const UI = 'src/ui/LintFixture.tsx';

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

// The first lint of a file under src/ builds the project's TypeScript program (see layer-rules.test.ts).
describe('shared UI rules', { timeout: 90_000 }, () => {
  it.each([
    [
      'a feature wording a failed request itself',
      "import { isHttpClientError } from '@/lib/http';\n" +
        'export const reason = (e: unknown, t: (k: string) => string) => (isHttpClientError(e) ? t(e.userMessage) : "");\n',
    ],
    [
      "a feature rendering an error's message",
      "import { ErrorState } from '@/design-system/components/ErrorState';\n" +
        'export const X = ({ error }: { error: { userMessage: string } }) => (\n' +
        '  <ErrorState title="Failed" description={error.userMessage} />\n' +
        ');\n',
    ],
    [
      'a feature writing its own "Try again"',
      "import { ErrorState } from '@/design-system/components/ErrorState';\n" +
        'export const X = ({ refetch }: { refetch: () => void }) => (\n' +
        '  <ErrorState title="Failed" retryLabel="Try again" onRetry={() => refetch()} />\n' +
        ');\n',
    ],
  ])('reports %s', async (_, code) => {
    expect(await ruleIds(FEATURE, code)).toContain('no-restricted-syntax');
  });

  it('passes a feature that shows its query through src/ui', async () => {
    const code =
      "import { useQuery } from '@tanstack/react-query';\n" +
      "import { cartPageQueryOptions } from '@/domain/cart';\n" +
      "import { useT } from '@/lib/i18n';\n" +
      "import { QueryState } from '@/ui';\n" +
      'export function X() {\n' +
      '  const t = useT();\n' +
      '  const query = useQuery(cartPageQueryOptions());\n' +
      '  return (\n' +
      "    <QueryState query={query} pending={null} errorTitle={t('Your cart could not be loaded')}>\n" +
      '      {(cart) => cart.carts.length}\n' +
      '    </QueryState>\n' +
      '  );\n' +
      '}\n';
    expect(await ruleIds(FEATURE, code)).toEqual([]);
  });

  it('passes src/ui using lib, the design system and TanStack Query', async () => {
    const code =
      "import { useQueryClient } from '@tanstack/react-query';\n" +
      "import { ErrorState } from '@/design-system/components/ErrorState';\n" +
      "import { isHttpClientError } from '@/lib/http';\n" +
      'export function X({ error }: { error: unknown }) {\n' +
      '  useQueryClient();\n' +
      '  return <ErrorState title={isHttpClientError(error) ? error.userMessage : "Failed"} />;\n' +
      '}\n';
    expect(await ruleIds(UI, code)).toEqual([]);
  });

  it.each([
    [
      'src/ui importing a feature',
      UI,
      "import { CartScreen } from '@/features/cart/CartScreen';\nexport const x = CartScreen;\n",
    ],
    ['src/ui importing the app', UI, "import { App } from '@/app/App';\nexport const x = App;\n"],
    [
      'src/ui importing generated code',
      UI,
      "import { getCart } from '@/api-generated/endpoints/cart/cart';\nexport const x = getCart;\n",
    ],
    [
      'the design system importing src/ui',
      'src/design-system/components/Button/LintFixture.ts',
      "import { QueryState } from '@/ui';\nexport const x = QueryState;\n",
    ],
    [
      'lib importing src/ui',
      'src/lib/pagination/LintFixture.ts',
      "import { QueryState } from '@/ui';\nexport const x = QueryState;\n",
    ],
  ])('reports %s', async (_, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import-x/no-restricted-paths');
  });
});
