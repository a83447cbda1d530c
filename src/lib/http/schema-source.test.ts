import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ContractError } from './errors.ts';
import { prepareValidation, validated } from './schema-source.ts';

// Each yield counted, answered at once (yieldToMain takes the browser's `scheduler.yield` where there is one): what
// happens in which task is what this file checks.
const yields = { count: 0 };
beforeEach(() => {
  vi.stubGlobal('scheduler', {
    yield: () => {
      yields.count += 1;
      return Promise.resolve();
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prepareValidation', () => {
  it('builds a schema on its first parse a property per task, and parses it in one go after that', async () => {
    const Body = z.object({ name: z.string(), price: z.number(), city: z.string() });
    const body = { name: 'Ada', price: 12, city: 'Dhaka' };
    yields.count = 0;
    await expect(validated(prepareValidation(Body), body, 'GET /x')).resolves.toEqual(body);
    // The task after the request's, then one per property (ADR 061).
    expect(yields.count).toBe(1 + 3);
    yields.count = 0;
    await expect(validated(prepareValidation(Body), body, 'GET /x')).resolves.toEqual(body);
    expect(yields.count).toBe(1);
  });

  it('a body that breaks the contract on the first parse is still a ContractError naming the path', async () => {
    const Body = z.object({ name: z.string(), price: z.number() });
    const failure = validated(prepareValidation(Body), { name: 'Ada', price: 'twelve' }, 'GET /x');
    await expect(failure).rejects.toBeInstanceOf(ContractError);
    await expect(failure).rejects.toMatchObject({ issues: [expect.stringContaining('price')] });
  });
});
