import { describe, expect, it } from 'vitest';
import { GetCartResponse } from '@/api-generated/model/getCartResponse.zod';
import { LoginRequest } from '@/api-generated/model/loginRequest.zod';
import { lazyModelSource } from './lazy-models.mjs';

const model = (name: string, expression: string) =>
  `import * as zod from 'zod';\n\nexport const ${name} = ${expression};\n\nexport type ${name} = zod.input<typeof ${name}>;\nexport type ${name}Output = zod.output<typeof ${name}>;\n`;

describe('lazy response models', () => {
  it('wraps a response-side schema in zod.lazy and leaves request-side schemas (forms extend them) eager', () => {
    const cart = model('GetCartResponse', 'CartState.and(CartMessage)');
    expect(lazyModelSource(cart)).toContain(
      'export const GetCartResponse = zod.lazy(() => CartState.and(CartMessage));',
    );
    for (const name of ['LoginRequest', 'GetBlogsParams', 'AddToCartHeaders']) {
      const source = model(name, 'zod.object({ a: zod.string() })');
      expect(lazyModelSource(source)).toBe(source);
    }
  });

  it('keeps constants beside the schema and wraps a multi-line expression whole', () => {
    const source = `import * as zod from 'zod';\n\nexport const EmptyListMax = 0;\n\nexport const EmptyList = zod\n  .array(zod.unknown())\n  .max(EmptyListMax);\n\nexport type EmptyList = zod.input<typeof EmptyList>;\n`;
    const lazy = lazyModelSource(source);
    expect(lazy).toContain('export const EmptyListMax = 0;');
    expect(lazy).toContain(
      'export const EmptyList = zod.lazy(() => zod\n  .array(zod.unknown())\n  .max(EmptyListMax));',
    );
  });

  it('the generated models: responses are lazy, requests are objects, and a lazy schema parses as before', () => {
    expect(GetCartResponse._zod.def.type).toBe('lazy');
    expect(LoginRequest._zod.def.type).toBe('object');
    const cart = { carts: [], checkouts: {}, coupons: [], message: 'ok', extra: 1 };
    const parsed = GetCartResponse.safeParse(cart);
    expect(parsed.success).toBe(true);
    expect(GetCartResponse.safeParse({ ...cart, carts: 'x' }).error?.issues[0]).toMatchObject({
      code: 'invalid_type',
      expected: 'array',
      path: ['carts'],
    });
  });
});
