import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { formatIssuePath, formatIssues } from './contract-issues.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return formatIssues(result.error.issues);
};

describe('contract issue lines', () => {
  it('formats paths with dots and indexes', () => {
    expect(formatIssuePath([])).toBe('(root)');
    expect(formatIssuePath(['carts', 0, 'price'])).toBe('carts[0].price');
  });

  it('names expected and received types without echoing values', () => {
    const schema = z.object({
      product: z.object({
        price: z.number(),
        stock: z.int().min(0),
        kind: z.enum(['a', 'b']),
        email: z.email(),
      }),
      list: z.array(z.string()),
    });
    const lines = issuesOf(schema, {
      product: { price: null, stock: -1, kind: 'c', email: 'secret-person' },
      list: [1],
    });
    expect(lines).toEqual([
      'product.price: expected number, received null',
      'product.stock: expected number >= 0',
      'product.kind: expected one of "a" | "b"',
      'product.email: expected a valid email',
      'list[0]: expected string, received number',
    ]);
    expect(lines.join()).not.toContain('secret-person');
  });
});
