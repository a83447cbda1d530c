import { describe, expect, it } from 'vitest';
import { GetCartResponse } from '@/api-generated/model/getCartResponse.zod';
import { LoginRequest } from '@/api-generated/model/loginRequest.zod';
import { lazyModelSource } from './lazy-models.mjs';

const model = (name: string, expression: string) =>
  `import * as zod from 'zod';\n\nexport const ${name} = ${expression};\n\nexport type ${name} = zod.input<typeof ${name}>;\nexport type ${name}Output = zod.output<typeof ${name}>;\n`;

// As orval 8.38 writes them (src/api-generated/model/getCartResponse.zod.ts, orderCode.zod.ts before the rewrites;
// the "do not edit" header left out).
const ORVAL_CART = `import * as zod from 'zod';
import { CartMessage } from './cartMessage.zod.ts';
import { CartState } from './cartState.zod.ts';

export const GetCartResponse = CartState.and(CartMessage);

export type GetCartResponse = zod.input<typeof GetCartResponse>;
export type GetCartResponseOutput = zod.output<typeof GetCartResponse>;
`;
const ORVAL_ORDER_CODE = `import * as zod from 'zod';

export const OrderCodeRegExp = new RegExp('[A-Za-z0-9_]+-[0-9]{10}');


export const OrderCode = zod.string().regex(OrderCodeRegExp);

export type OrderCode = zod.input<typeof OrderCode>;
export type OrderCodeOutput = zod.output<typeof OrderCode>;
`;

describe('lazy response models', () => {
  it("wraps the schema of orval's model modules as they are written today", () => {
    expect(lazyModelSource(ORVAL_CART)).toBe(
      ORVAL_CART.replace(
        'export const GetCartResponse = CartState.and(CartMessage);',
        'export const GetCartResponse = zod.lazy(() => CartState.and(CartMessage));',
      ),
    );
    expect(lazyModelSource(ORVAL_ORDER_CODE)).toBe(
      ORVAL_ORDER_CODE.replace(
        'export const OrderCode = zod.string().regex(OrderCodeRegExp);',
        'export const OrderCode = zod.lazy(() => zod.string().regex(OrderCodeRegExp));',
      ),
    );
  });

  it('stops the generation, saying what it expected, when orval lays a model out differently', () => {
    const renamedType = ORVAL_CART.replace(
      'zod.input<typeof GetCartResponse>',
      'zod.infer<typeof GetCartResponse>',
    );
    expect(() => lazyModelSource(renamedType)).toThrow(
      /model layout: no `export type X = zod.input<typeof X>;` names the schema \(orval's model layout is/,
    );
    const namedImport = ORVAL_CART.replace("import * as zod from 'zod';", "import { z as zod } from 'zod';");
    expect(() => lazyModelSource(namedImport)).toThrow(
      /model layout: unexpected import \{ z as zod \} from 'zod';/,
    );
    const inlineLine = ORVAL_CART.replace(
      'export const GetCartResponse =',
      'export const GetCartResponseLine = zod.object({ id: zod.int() });\n\nexport const GetCartResponse =',
    );
    expect(() => lazyModelSource(inlineLine)).toThrow(
      /`GetCartResponseLine = zod.object\(\{ id: zod.int\(\) \}\)` builds a schema outside GetCartResponse/,
    );
  });

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
