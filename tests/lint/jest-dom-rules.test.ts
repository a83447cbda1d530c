// @vitest-environment node
// Proves that eslint-plugin-jest-dom's rules (eslint.config.js) fire in unit and component tests, so assertions stay
// in jest-dom's words (issue 37 §3), and stay out of the Playwright specs, whose locators have their own matchers.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

const RAW_DOM_ASSERTIONS = [
  "import { expect, it } from 'vitest';",
  "import { screen } from '@testing-library/react';",
  "it('links home', () => {",
  "  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');",
  "  expect(screen.queryByRole('dialog')).toBeNull();",
  '});',
  '',
].join('\n');

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

// The first lint of a file under src/ builds the TypeScript program of the whole project: slow on a busy machine.
describe('jest-dom rules', { timeout: 90_000 }, () => {
  it('report getAttribute and toBeNull assertions in a component test', async () => {
    const ids = await ruleIds('src/features/cart/LintFixture.test.tsx', RAW_DOM_ASSERTIONS);
    expect(ids).toContain('jest-dom/prefer-to-have-attribute');
    expect(ids).toContain('jest-dom/prefer-in-document');
  });

  it('leave the Playwright specs alone', async () => {
    const ids = await ruleIds('tests/e2e/lint-fixture.test.ts', RAW_DOM_ASSERTIONS);
    expect(ids).toEqual([]); // nothing at all, so a parse failure cannot pass for silence
  });
});
