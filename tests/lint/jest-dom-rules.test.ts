// @vitest-environment node
// Proves that eslint-plugin-jest-dom's rules (eslint.config.js) fire in unit and component tests, so assertions stay
// in jest-dom's words (issue 37 §3), and stay out of the Playwright specs, whose locators have their own matchers.
// Each recommended rule lints a sample of the raw DOM assertion it replaces: switching any rule off (or dropping the
// config block) fails its case here.
import { ESLint } from 'eslint';
import jestDom from 'eslint-plugin-jest-dom';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** One raw DOM assertion per rule, as the unit tests wrote them before issue 37 §3. */
const RAW_ASSERTION_OF_RULE: Record<string, string> = {
  'jest-dom/prefer-checked': "expect(screen.getByRole('checkbox').checked).toBe(true);",
  'jest-dom/prefer-empty': "expect(screen.getByRole('status').innerHTML).toBe('');",
  'jest-dom/prefer-enabled-disabled': "expect(screen.getByRole('button').disabled).toBe(true);",
  'jest-dom/prefer-focus': "expect(document.activeElement).toBe(screen.getByRole('textbox'));",
  'jest-dom/prefer-in-document': "expect(screen.queryByRole('dialog')).toBeNull();",
  'jest-dom/prefer-required': "expect(screen.getByRole('textbox').required).toBe(true);",
  'jest-dom/prefer-to-have-attribute': "expect(screen.getByRole('link').getAttribute('href')).toBe('/');",
  'jest-dom/prefer-to-have-class': "expect(screen.getByRole('tab').classList.contains('active')).toBe(true);",
  'jest-dom/prefer-to-have-style': "expect(screen.getByRole('dialog').style.display).toBe('none');",
  'jest-dom/prefer-to-have-text-content': "expect(screen.getByRole('status').textContent).toBe('Added');",
  'jest-dom/prefer-to-have-value': "expect(screen.getByRole('textbox').value).toBe('4');",
};

/** The same checks in jest-dom's words. */
const JEST_DOM_ASSERTIONS = [
  "expect(screen.getByRole('checkbox')).toBeChecked();",
  "expect(screen.getByRole('status')).toBeEmptyDOMElement();",
  "expect(screen.getByRole('button')).toBeDisabled();",
  "expect(screen.getByRole('textbox')).toHaveFocus();",
  "expect(screen.queryByRole('dialog')).not.toBeInTheDocument();",
  "expect(screen.getByRole('textbox')).toBeRequired();",
  "expect(screen.getByRole('link')).toHaveAttribute('href', '/');",
  "expect(screen.getByRole('tab')).toHaveClass('active');",
  "expect(screen.getByRole('dialog')).toHaveStyle({ display: 'none' });",
  "expect(screen.getByRole('status')).toHaveTextContent(/^Added$/);",
  "expect(screen.getByRole('textbox')).toHaveValue('4');",
];

const testFile = (assertions: string[]) =>
  [
    "import { expect, it } from 'vitest';",
    "import { screen } from '@testing-library/react';",
    "it('checks the page', () => {",
    ...assertions.map((line) => `  ${line}`),
    '});',
    '',
  ].join('\n');

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => (m.ruleId && m.severity === 2 ? m.ruleId : `${m.ruleId}: ${m.message}`));
}

const COMPONENT_TEST = 'src/features/cart/LintFixture.test.tsx';

// The first lint of a file under src/ builds the TypeScript program of the whole project: slow on a busy machine.
describe('jest-dom rules', { timeout: 90_000 }, () => {
  it('has a raw assertion for every recommended rule', () => {
    expect(Object.keys(RAW_ASSERTION_OF_RULE).sort()).toEqual(
      Object.keys(jestDom.configs['flat/recommended'].rules ?? {}).sort(),
    );
  });

  it.each(Object.entries(RAW_ASSERTION_OF_RULE))(
    'reports %s as an error in a component test',
    async (rule, assertion) => {
      expect(await errors(COMPONENT_TEST, testFile([assertion]))).toEqual([rule]);
    },
  );

  it('passes the same checks written in jest-dom’s words', async () => {
    expect(await errors(COMPONENT_TEST, testFile(JEST_DOM_ASSERTIONS))).toEqual([]);
  });

  it('leave the Playwright specs alone', async () => {
    const ids = await errors(
      'tests/e2e/lint-fixture.test.ts',
      testFile(Object.values(RAW_ASSERTION_OF_RULE)),
    );
    expect(ids).toEqual([]); // nothing at all, so a parse failure cannot pass for silence
  });
});
