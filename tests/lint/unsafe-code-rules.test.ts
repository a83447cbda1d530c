// @vitest-environment node
// Proves each quality-bar R2 rule in eslint.config.js fires: no code built from strings (eval, string timers,
// Function) and no HTML written past the sanitiser (innerHTML, outerHTML, insertAdjacentHTML, document.write,
// dangerouslySetInnerHTML) — and that the sanitiser's folder is spared only the one rule it needs.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd(), ignore: false });
});

const FEATURE = 'src/features/cart/LintFixture.ts';
const SANITISER = 'src/design-system/components/SafeHtml/LintFixture.tsx';

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

// The first lint of a file under src/ builds the project's TypeScript program (see layer-rules.test.ts).
describe('rules against code from strings and raw HTML (R2)', { timeout: 90_000 }, () => {
  it.each([
    ['a string given to setTimeout', "setTimeout('refresh()', 10);", 'no-implied-eval'],
    ['a template string given to setInterval', 'setInterval(`tick()`, 10);', 'no-implied-eval'],
    ['a string given to window.setTimeout', "window.setTimeout('refresh()', 10);", 'no-implied-eval'],
    ['new Function', "export const f = new Function('return 1');", 'no-new-func'],
    ['Function called without new', "export const f = Function('return 1');", 'no-new-func'],
    ['eval', "eval('1');", 'no-eval'],
    [
      'an outerHTML assignment',
      'export const f = (el: Element, html: string) => { el.outerHTML = html; };',
      'no-restricted-syntax',
    ],
    [
      'an innerHTML assignment through a computed key',
      "export const f = (el: Element, html: string) => { el['innerHTML'] = html; };",
      'no-restricted-syntax',
    ],
    [
      'insertAdjacentHTML',
      "export const f = (el: Element, html: string) => el.insertAdjacentHTML('beforeend', html);",
      'no-restricted-properties',
    ],
    ['document.write', "document.write('<p>hi</p>');", 'no-restricted-properties'],
    ['document.writeln', "document.writeln('<p>hi</p>');", 'no-restricted-properties'],
  ])('reports %s', async (_, code, rule) => {
    expect(await ruleIds(FEATURE, `${code}\n`)).toContain(rule);
  });

  it('passes timers given functions, and reading HTML', async () => {
    const code =
      'export const f = (el: Element, go: () => void) => {\n' +
      '  setTimeout(go, 10);\n' +
      '  setInterval(() => go(), 10);\n' +
      '  return el.outerHTML + el.innerHTML;\n' +
      '};\n';
    expect(await ruleIds(FEATURE, code)).toEqual([]);
  });

  it('spares the sanitiser only dangerouslySetInnerHTML: every other rule still holds there', async () => {
    const render =
      "import { createElement } from 'react';\n" +
      "export const X = ({ clean }: { clean: string }) => createElement('div', {}, <div dangerouslySetInnerHTML={{ __html: clean }} />);\n";
    expect(await ruleIds(SANITISER, render)).toEqual([]);
    expect(await ruleIds(FEATURE.replace('.ts', '.tsx'), render)).toContain('no-restricted-syntax');

    for (const [code, rule] of [
      ['export const f = (el: Element, html: string) => { el.innerHTML = html; };\n', 'no-restricted-syntax'],
      ['export const f = (el: Element, html: string) => { el.outerHTML = html; };\n', 'no-restricted-syntax'],
      [
        "export const f = (el: Element, h: string) => el.insertAdjacentHTML('afterend', h);\n",
        'no-restricted-properties',
      ],
      ["document.write('x');\n", 'no-restricted-properties'],
      ["setTimeout('x()', 1);\n", 'no-implied-eval'],
      ["export const f = new Function('return 1');\n", 'no-new-func'],
    ] as const) {
      expect(await ruleIds(SANITISER, code), code).toContain(rule);
    }
  });
});
