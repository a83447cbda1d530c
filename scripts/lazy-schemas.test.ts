import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { lazySchemaEndpointSource, modelFileOf } from './lazy-schemas.mjs';

const endpoint = `import { useQuery } from '@tanstack/react-query';
import {
  AddToCartResponse,
  GetCartResponse
} from '../../model';
import type {
  AddToCartRequest
} from '../../model';

export const getCart = async (options?: RequestInit): Promise<GetCartResponse> => {
  return httpClient<GetCartResponse>(getGetCartUrl(), { ...options, method: 'GET', schema: GetCartResponse });
};
export const addToCart = async (body: AddToCartRequest): Promise<AddToCartResponse> => {
  return httpClient<AddToCartResponse>(url, {
    method: 'POST',
    schema: AddToCartResponse,
  });
};
`;

describe('lazy response schemas in the endpoint modules', () => {
  it('hands the client a loader of each schema and imports the models as types only', () => {
    const out = lazySchemaEndpointSource(endpoint, () => true);
    expect(out).toContain(
      "schema: () => import('../../model/getCartResponse.zod.ts').then((module) => module.GetCartResponse) }",
    );
    expect(out).toContain(
      "schema: () => import('../../model/addToCartResponse.zod.ts').then((module) => module.AddToCartResponse),",
    );
    expect(out).toContain(
      "import type { AddToCartRequest, AddToCartResponse, GetCartResponse } from '../../model';",
    );
    expect(out).not.toMatch(/import \{[^}]*\} from '\.\.\/\.\.\/model'/);
  });

  it('fails the generation when a schema has no model module, and leaves modules without schemas alone', () => {
    expect(() => lazySchemaEndpointSource(endpoint, (file) => file !== 'getCartResponse.zod.ts')).toThrow(
      /no model module getCartResponse\.zod\.ts for schema GetCartResponse/,
    );
    const plain = "import type { X } from '../../model';\nexport const a = 1;\n";
    expect(lazySchemaEndpointSource(plain, () => true)).toBe(plain);
    expect(modelFileOf('GetStartDataResponse')).toBe('getStartDataResponse.zod.ts');
  });

  it('the generated endpoints import no model as a value (so no zod reaches the hooks’ importers)', () => {
    const root = 'src/api-generated/endpoints';
    const modules = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        readdirSync(`${root}/${dir.name}`)
          .filter((file) => !file.endsWith('.msw.ts'))
          .map((file) => readFileSync(`${root}/${dir.name}/${file}`, 'utf8')),
      );
    expect(modules.length).toBeGreaterThan(20);
    for (const source of modules) {
      expect(source).not.toMatch(/import \{[^}]*\} from '\.\.\/\.\.\/model'/);
      expect(source).not.toMatch(/schema: [A-Z]/);
    }
    expect(modules.join('\n')).toMatch(/schema: \(\) =>\s+import\('\.\.\/\.\.\/model\//);
  });
});
