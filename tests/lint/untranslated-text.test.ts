// @vitest-environment node
// Proves the translator rule (issue 34 §3) fires: a screen's visible words that skip `t()` are reported in
// src/features and src/app (not in tests or stories), and words passed through the translator, or literals with no
// words in them, are not.
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { noUntranslatedText } from '../../scripts/eslint-rules/no-untranslated-text.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

describe('no-untranslated-text', () => {
  tester.run('i18n/no-untranslated-text', noUntranslatedText, {
    valid: [
      "const X = ({ t }) => <p title={t('Cart')} aria-label={t('Your cart')}>{t('Add to Cart')}</p>;",
      'const X = ({ count }) => <p>{count} × · — / 10 %</p>;',
      "const X = ({ t, code }) => <p aria-label={`${t('Delivery Status')}, ${code}`} />;",
      '<img alt="" src="/logo.png" className="logo" role="presentation" />;',
      "<Toast viewportLabel={`${t('Notifications')} ({hotkey})`} />;",
      '<FormField hint="YR-0000012345" />;',
      '<Box as="section" tone="muted" variant="ghost" autoComplete="email" />;',
      "<Field label={t('Email')} placeholder={t('you@example.com')} description={t('We never share it.')} />;",
    ],
    invalid: [
      { code: 'const X = () => <p>Add to Cart</p>;', errors: [{ messageId: 'text' }] },
      { code: "const X = () => <p>{'Add to Cart'}</p>;", errors: [{ messageId: 'text' }] },
      { code: "const X = ({ on }) => <p>{on ? 'On' : 'Off'}</p>;", errors: 2 },
      {
        code: '<button aria-label="Close" />;',
        errors: [{ messageId: 'attribute', data: { name: 'aria-label', text: 'Close' } }],
      },
      { code: '<abbr title={"Stock keeping unit"}>SKU 1</abbr>;', errors: 2 },
      { code: '<input placeholder="Search products" />;', errors: [{ messageId: 'attribute' }] },
      { code: '<img alt="Shop logo" />;', errors: [{ messageId: 'attribute' }] },
      { code: '<Field label="Email" />;', errors: [{ messageId: 'attribute' }] },
      { code: '<Field label={`E-mail of ${name}`} />;', errors: [{ messageId: 'attribute' }] },
      { code: '<List label={name ?? "Products"} />;', errors: [{ messageId: 'attribute' }] },
      {
        code: '<ErrorState title="Failed" description="Try later." retryLabel="Again" errorTitle="Oops" />;',
        errors: 4,
      },
      { code: '<p>مرحبا</p>;', errors: [{ messageId: 'text' }] },
    ],
  });
});

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd(), ignore: false });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const SCREEN =
  "import { Button } from '@/design-system/components/Button';\n" +
  'export function X() {\n' +
  '  return <Button aria-label="Remove the item">Remove</Button>;\n' +
  '}\n';

// The first lint of a file under src/ builds the project's TypeScript program (see layer-rules.test.ts).
describe('the project config', { timeout: 90_000 }, () => {
  it('reports untranslated words in a feature and in the app shell', async () => {
    for (const file of ['src/features/cart/LintFixture.tsx', 'src/app/layout/LintFixture.tsx']) {
      const ids = await ruleIds(file, SCREEN);
      expect(
        ids.filter((id) => id === 'i18n/no-untranslated-text'),
        file,
      ).toHaveLength(2);
    }
  });

  it('leaves tests and stories alone', async () => {
    for (const file of [
      'src/features/cart/LintFixture.test.tsx',
      'src/features/cart/LintFixture.stories.tsx',
    ]) {
      expect(await ruleIds(file, SCREEN), file).not.toContain('i18n/no-untranslated-text');
    }
  });

  it('passes a screen whose words go through the translator', async () => {
    const code =
      "import { Button } from '@/design-system/components/Button';\n" +
      "import { useT } from '@/lib/i18n';\n" +
      'export function X() {\n' +
      '  const t = useT();\n' +
      "  return <Button aria-label={t('Remove the item')}>{t('Remove')}</Button>;\n" +
      '}\n';
    expect(await ruleIds('src/features/cart/LintFixture.tsx', code)).toEqual([]);
  });
});
