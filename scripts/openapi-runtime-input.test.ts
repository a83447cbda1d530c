import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { miniModelSource } from './mini-models.mjs';
import { withoutSchemaDescriptions } from './openapi-runtime-input.mjs';

const doc = {
  info: { title: 'T', description: 'kept: the API description' },
  components: {
    schemas: {
      Product: {
        type: 'object',
        description: 'dropped',
        properties: {
          description: { type: 'string', description: 'dropped, but the property stays' },
          tags: { type: 'array', items: { type: 'string', description: 'dropped' } },
          price: { oneOf: [{ type: 'number', description: 'dropped' }, { type: 'string' }] },
        },
        additionalProperties: { type: 'integer', description: 'dropped' },
      },
    },
    parameters: {
      Page: {
        name: 'page',
        in: 'query',
        description: 'kept',
        schema: { type: 'integer', description: 'dropped' },
      },
    },
  },
  paths: {
    '/p': {
      get: {
        description: 'kept: operation',
        responses: {
          '200': {
            description: 'kept: response',
            content: {
              'application/json': {
                schema: { type: 'object', description: 'dropped', allOf: [{ description: 'dropped' }] },
              },
            },
          },
        },
      },
    },
  },
};

describe('withoutSchemaDescriptions', () => {
  const out = withoutSchemaDescriptions(doc);
  const text = JSON.stringify(out);

  it('drops every schema description and keeps the documentation of the API, operations, parameters and responses', () => {
    expect(text).not.toContain('dropped');
    expect(text.match(/kept/g)).toHaveLength(4);
  });

  it('keeps a property that is named "description" and leaves the input untouched', () => {
    expect(out.components.schemas.Product.properties).toHaveProperty('description', { type: 'string' });
    expect(JSON.stringify(doc)).toContain('dropped');
  });

  it('leaves no schema description in the generated models (they would ship as `.describe()` calls)', () => {
    const models = readFileSync('src/api-generated/model/productDetails.zod.ts', 'utf8');
    expect(models).toContain('zod.object(');
    expect(models).not.toContain('.describe(');
  });

  it('a description the strip misses stops the generation instead of shipping (orval writes it as `.describe()`)', () => {
    // As orval 8.38 writes a schema that still has a description.
    const described = `import * as zod from 'zod';\n\nexport const Price = zod.number().describe('Price in the shop currency');\n\nexport type Price = zod.input<typeof Price>;\n`;
    expect(() => miniModelSource(described)).toThrow(
      "mini-models: a schema description reached orval (scripts/openapi-runtime-input.mjs removes them): zod.number().describe('Price in the shop currency')",
    );
  });
});
