import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { tolerantParse } from './tolerant-parse.ts';

const Flag = z.union([z.literal(0), z.literal(1)]);
const Body = z.object({
  price: z.number().min(0),
  stock: z.int().min(0),
  seller_system: Flag,
  is_catalog: z.boolean(),
  tags: z.array(z.string()),
  phone: z.string(),
});
const valid = { price: 12.5, stock: 3, seller_system: 1, is_catalog: false, tags: ['a'], phone: '+880' };

describe('tolerantParse', () => {
  it('reads the spellings PHP uses: numeric strings, "1"/true flags, 0/1 booleans, "" lists, numbers as strings', async () => {
    const result = await tolerantParse(Body, {
      price: '12.50',
      stock: '3',
      seller_system: '1',
      is_catalog: 0,
      tags: '',
      phone: 8801700,
      extra: 'ignored',
    });
    expect(result).toEqual({
      success: true,
      data: { price: 12.5, stock: 3, seller_system: 1, is_catalog: false, tags: [], phone: '8801700' },
    });
    expect(await tolerantParse(Body, { ...valid, seller_system: true })).toMatchObject({
      success: true,
      data: { seller_system: 1 },
    });
  });

  it('still fails loudly on a wrong price or stock, reporting the issues of the body as sent', async () => {
    for (const price of ['abc', '', null, -1, '-1']) {
      const result = await tolerantParse(Body, { ...valid, price });
      expect(result.success, String(price)).toBe(false);
    }
    const stock = await tolerantParse(Body, { ...valid, stock: '2.5' });
    expect(stock.success).toBe(false);
    const flag = await tolerantParse(Body, { ...valid, seller_system: '2' });
    expect(flag).toMatchObject({ success: false, issues: [{ path: ['seller_system'] }] });
  });
});
