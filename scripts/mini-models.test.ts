import { readdirSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as classic from 'zod';
import * as mini from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { miniModelSource } from './mini-models.mjs';

const model = (name: string, expression: string) =>
  `import * as zod from 'zod';\n\nexport const ${name} = ${expression};\n\nexport type ${name} = zod.input<typeof ${name}>;\n`;

/** The exported schema's expression, evaluated with the given zod build (the model's only free name is `zod`). */
const build = (source: string, zod: typeof classic | typeof mini): $ZodType => {
  const expression = /export const \w+ = ([\s\S]*?);\n\nexport type/.exec(source)?.[1];
  if (!expression) throw new Error('no schema in the source');
  return runInNewContext(expression, { zod }) as $ZodType;
};

const outcome = (schema: $ZodType, value: unknown) => {
  const result = (
    schema as unknown as { safeParse: (v: unknown) => classic.ZodSafeParseResult<unknown> }
  ).safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, issues: result.error.issues.map(({ code, path }) => ({ code, path })) };
};

// Every method orval writes into a model, on every kind of schema it writes it on.
const SAMPLE = `zod.object({
  id: zod.int().min(1),
  name: zod.string().min(1).max(5),
  code: zod.string().regex(/^[A-Z]+$/).length(3).optional(),
  price: zod.number().gt(0).lt(100).nullable(),
  tags: zod.array(zod.string()).min(1).max(2).nullish(),
  kind: zod.enum(['a', 'b']).or(zod.literal(0)),
  page: zod.int().min(1).default(1),
  mail: zod.email().optional(),
}).and(zod.object({ flag: zod.union([zod.literal(0), zod.literal(1)]) }))`;

// As orval 8.38 writes it (src/api-generated/model/addToCartRequest.zod.ts before the rewrites, header left out).
const ORVAL_ADD_TO_CART = `import * as zod from 'zod';
import { TrxId } from './trxId.zod.ts';

export const addToCartRequestVariantsIdsRegExp = new RegExp('^([0-9]+(-[0-9]+)*)?$');

export const AddToCartRequest = zod.object({
  "id": zod.int().min(1),
  "variants_ids": zod.string().regex(addToCartRequestVariantsIdsRegExp).nullish(),
  "attribute_values": zod.array(zod.int().min(1)).optional(),
  "trx_id": zod.union([TrxId,zod.null()]).optional()
});

export type AddToCartRequest = zod.input<typeof AddToCartRequest>;
export type AddToCartRequestOutput = zod.output<typeof AddToCartRequest>;
`;

describe('models written for zod/mini', () => {
  it("rewrites orval's model module as it is written today, and nothing else in it", () => {
    expect(miniModelSource(ORVAL_ADD_TO_CART)).toBe(`import * as zod from 'zod/mini';
import { TrxId } from './trxId.zod.ts';

export const addToCartRequestVariantsIdsRegExp = new RegExp('^([0-9]+(-[0-9]+)*)?$');

export const AddToCartRequest = zod.object({ "id": zod.int().check(zod.gte(1)), "variants_ids": zod.nullish(zod.string().check(zod.regex(addToCartRequestVariantsIdsRegExp))), "attribute_values": zod.optional(zod.array(zod.int().check(zod.gte(1)))), "trx_id": zod.optional(zod.union([TrxId, zod.null()])) });

export type AddToCartRequest = zod.input<typeof AddToCartRequest>;
export type AddToCartRequestOutput = zod.output<typeof AddToCartRequest>;
`);
  });

  it('stops the generation when orval imports zod differently or builds a schema beside the exported one', () => {
    const alreadyMini = ORVAL_ADD_TO_CART.replace("from 'zod';", "from 'zod/mini';");
    expect(() => miniModelSource(alreadyMini)).toThrow(
      /model layout: unexpected import \* as zod from 'zod\/mini'; \(orval's model layout is/,
    );
    const classicBeside = ORVAL_ADD_TO_CART.replace(
      "new RegExp('^([0-9]+(-[0-9]+)*)?$')",
      () => "zod.string().regex(new RegExp('^([0-9]+(-[0-9]+)*)?$'))",
    );
    expect(() => miniModelSource(classicBeside)).toThrow(
      /`addToCartRequestVariantsIdsRegExp = zod.string\(\).*` builds a schema outside AddToCartRequest/,
    );
  });

  it('spells every classic method as the mini function, and imports zod/mini', () => {
    const source = miniModelSource(model('Sample', SAMPLE));
    expect(source).toContain("import * as zod from 'zod/mini';");
    expect(source).not.toMatch(/\)\.(min|max|gt|lt|length|regex|optional|nullable|nullish|or|and|default)\(/);
    for (const spelled of [
      'zod.int().check(zod.gte(1))',
      'zod.string().check(zod.minLength(1)).check(zod.maxLength(5))',
      'zod.optional(zod.string().check(zod.regex(/^[A-Z]+$/)).check(zod.length(3)))',
      'zod.nullable(zod.number().check(zod.gt(0)).check(zod.lt(100)))',
      "zod.union([zod.enum(['a', 'b']), zod.literal(0)])",
      'zod._default(zod.int().check(zod.gte(1)), 1)',
      'zod.intersection(',
    ])
      expect(source).toContain(spelled);
  });

  it('property: the mini schema accepts, strips and refuses exactly what the classic one does', () => {
    const before = build(model('Sample', SAMPLE), classic);
    const after = build(miniModelSource(model('Sample', SAMPLE)), mini);
    const valid = fc.record(
      {
        id: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant(1.5)),
        name: fc.string({ maxLength: 7 }),
        code: fc.constantFrom('ABC', 'AB', 'abc', 'ABCD'),
        price: fc.oneof(fc.constant(null), fc.double({ min: -10, max: 200, noNaN: true })),
        tags: fc.oneof(fc.constant(null), fc.array(fc.string(), { maxLength: 3 })),
        kind: fc.constantFrom('a', 'b', 'c', 0, 1),
        page: fc.integer({ min: -1, max: 3 }),
        mail: fc.constantFrom('a@b.co', 'not-mail'),
        flag: fc.constantFrom(0, 1, 2, '1'),
        extra: fc.anything(),
      },
      { requiredKeys: ['id', 'name', 'kind', 'flag'] },
    );
    fc.assert(
      fc.property(fc.oneof(valid, fc.anything()), (value) => {
        expect(outcome(after, value)).toEqual(outcome(before, value));
      }),
      { numRuns: 2000 },
    );
  });

  it('stops the generation on a method it has no spelling for, instead of leaving it half-converted', () => {
    expect(() => miniModelSource(model('Odd', 'zod.string().toUpperCase()'))).toThrow(
      /no zod\/mini spelling/,
    );
    expect(() => miniModelSource(model('Odd', 'Other.min(1)'))).toThrow(/unknown kind/);
  });

  it('the generated models all import zod/mini, and none chains a classic method', () => {
    const dir = 'src/api-generated/model';
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.zod.ts'))) {
      const source = readFileSync(`${dir}/${file}`, 'utf8');
      expect(source, file).toContain("import * as zod from 'zod/mini';");
      expect(source, file).not.toContain("from 'zod';");
    }
  });
});
