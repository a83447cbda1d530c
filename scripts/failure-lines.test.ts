import { describe, expect, it } from 'vitest';
import { failureLines } from './failure-lines.mjs';

describe('the lines npm test repeats for a failed stage', () => {
  it('keeps the failing Vitest file, test and assertion, without colour codes, and drops passing lines', () => {
    const output = [
      '\u001b[32m ✓\u001b[39m src/lib/a.test.ts (3 tests) 12ms',
      ' ✓ src/lib/c.test.ts > an API answer with an Error shows the error state',
      '\u001b[31m FAIL \u001b[39m src/lib/b.test.ts > plural > English',
      "AssertionError: expected '1 items' to be '1 item'",
      '\u001b[31m FAIL \u001b[39m src/lib/b.test.ts > plural > English',
      ' Test Files  1 failed | 140 passed (141)',
      '      Tests  1 failed | 1408 passed (1409)',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      ' FAIL  src/lib/b.test.ts > plural > English',
      "AssertionError: expected '1 items' to be '1 item'",
      ' Test Files  1 failed | 140 passed (141)',
      '      Tests  1 failed | 1408 passed (1409)',
    ]);
  });

  it('names Playwright, tsc and ESLint failures', () => {
    const output = [
      '  ✓   1 [chromium] › a.spec.ts:3:1 › passes (2s)',
      '  ✘   2 [chromium] › b.spec.ts:9:1 › a shopper pays (30s)',
      "src/x.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  12:5  error  Unexpected console statement  no-console',
      '  1 failed',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '  ✘   2 [chromium] › b.spec.ts:9:1 › a shopper pays (30s)',
      "src/x.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  12:5  error  Unexpected console statement  no-console',
      '  1 failed',
    ]);
  });

  it('puts the lines that name a failure before the errors that passing tests print on purpose', () => {
    const output = [
      'stderr | src/features/cart/cart.test.tsx > keeps the cart when a request fails',
      'GET http://localhost:3000/cart/list 500 (Internal Server Error)',
      'TypeError: Network error',
      ' FAIL  src/app/server/render.deferred.test.tsx > the server render > waits for the home sections',
      "AssertionError: expected undefined to be 'success' // Object.is equality",
      '  Error: expect(locator).toBeVisible() failed',
      ' Test Files  1 failed | 296 passed (297)',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      ' FAIL  src/app/server/render.deferred.test.tsx > the server render > waits for the home sections',
      "AssertionError: expected undefined to be 'success' // Object.is equality",
      '  Error: expect(locator).toBeVisible() failed',
      ' Test Files  1 failed | 296 passed (297)',
      'GET http://localhost:3000/cart/list 500 (Internal Server Error)',
      'TypeError: Network error',
    ]);
    expect(failureLines(output, 2)).toEqual([
      ' FAIL  src/app/server/render.deferred.test.tsx > the server render > waits for the home sections',
      "AssertionError: expected undefined to be 'success' // Object.is equality",
      '… and 4 more lines',
    ]);
  });

  it('caps what it repeats, and says so when no line names the failure', () => {
    const many = Array.from({ length: 50 }, (_, i) => ` FAIL  t${i}.test.ts`).join('\n');
    const lines = failureLines(many, 5);
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toBe('… and 45 more lines');
    expect(failureLines('exit code 1')).toEqual(['(no line names the failure; see the stage output above)']);
  });
});
