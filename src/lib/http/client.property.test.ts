import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod';
import { createHttpClient } from './client.ts';
import { ContractError } from './errors.ts';

const Product = z.object({
  product: z.object({ id: z.int(), slug: z.string(), price: z.number().min(0), tags: z.array(z.string()) }),
});

const clientAnswering = (body: unknown) =>
  createHttpClient({
    meta: () => ({ baseUrl: window.location.origin, appPath: '' }),
    fetch: async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });

const validProduct = fc.record({
  id: fc.integer(),
  slug: fc.string(),
  price: fc.double({ min: 0, max: 1e9, noNaN: true }),
  tags: fc.array(fc.string()),
});

// JSON-representable junk: what a broken backend can actually send.
const junk = fc.jsonValue();

/** A valid body with one field replaced by something of another kind, or removed. */
const oneFieldBroken = fc
  .tuple(validProduct, fc.constantFrom('id', 'slug', 'price', 'tags'), fc.oneof(junk, fc.constant(undefined)))
  .map(([product, key, value]) => ({ product: { ...product, [key]: value } }));

const violations = fc
  .oneof(oneFieldBroken, junk)
  .map((body) => JSON.parse(JSON.stringify(body ?? null)) as unknown)
  .filter((body) => !Product.safeParse(body).success)
  // A string `error` is the backend's refusal (ApiError), checked before the schema on purpose.
  .filter(
    (body) =>
      !(typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'),
  );

/** A price no spelling can excuse: words, negative, null, an object (R14: fails loudly, never NaN). */
const wrongPrice = fc.oneof(
  fc.string().filter((s) => !/^\s*-?\d+(?:\.\d+)?\s*$/.test(s)),
  fc.double({ max: -0.01, noNaN: true }),
  fc.constant(null),
  fc.dictionary(fc.string(), fc.integer()),
);

describe('httpClient never returns data that breaks the schema', () => {
  it('for every violating body: a ContractError, or data that matches the schema after a loose spelling was read', async () => {
    await fc.assert(
      fc.asyncProperty(violations, async (body) => {
        const outcome = await clientAnswering(body)('/home/product-details/x', { schema: Product }).then(
          (data) => ({ data }),
          (error: unknown) => ({ error }),
        );
        if ('data' in outcome) {
          expect(Product.safeParse(outcome.data).success).toBe(true);
          return;
        }
        expect(outcome.error).toBeInstanceOf(ContractError);
        expect((outcome.error as ContractError).issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('always refuses a wrong price with ContractError', async () => {
    await fc.assert(
      fc.asyncProperty(validProduct, wrongPrice, async (product, price) => {
        const body = JSON.parse(JSON.stringify({ product: { ...product, price } })) as unknown;
        const error = await clientAnswering(body)('/x', { schema: Product }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(ContractError);
      }),
      { numRuns: 100 },
    );
  });

  it('returns every valid body', async () => {
    await fc.assert(
      fc.asyncProperty(validProduct, async (product) => {
        const body = { product };
        await expect(clientAnswering(body)('/x', { schema: Product })).resolves.toEqual(Product.parse(body));
      }),
      { numRuns: 50 },
    );
  });
});
