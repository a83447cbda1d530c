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

// As orval 8.38 writes them (src/api-generated/endpoints/cart/cart.ts and orders/orders.ts before the rewrite,
// shortened to one operation that returns a model and one that returns a file).
const ORVAL_ENDPOINT = `import {
  useQuery
} from '@tanstack/react-query';

import {
  AddToCartResponse,
  GetCartResponse
} from '../../model';
import type {
  AddToCartRequest,
  CsrfExpiredResponse
} from '../../model';

import { httpClient } from '../../../lib/http/client.ts';

export const getCart = async ( options?: RequestInit): Promise<GetCartResponse> => {

  return httpClient<GetCartResponse>(getGetCartUrl(),
  {
    ...options,
    method: 'GET'

    ,
    schema: GetCartResponse
  }
);}

export const downloadInvoice = async (orderId: number, options?: RequestInit): Promise<Blob> => {

  return httpClient<Blob>(getDownloadInvoiceUrl(orderId),
  {
    ...options,
    method: 'GET'


  }
);}
`;

describe('lazy response schemas in the endpoint modules', () => {
  it("rewrites orval's endpoint module as it is written today: a loader for the model, no schema for a file", () => {
    expect(lazySchemaEndpointSource(ORVAL_ENDPOINT, () => true)).toBe(
      ORVAL_ENDPOINT.replace(
        /import \{\n {2}AddToCartResponse[\s\S]*?CsrfExpiredResponse\n\} from '\.\.\/\.\.\/model';\n/,
        "import type { AddToCartRequest, AddToCartResponse, CsrfExpiredResponse, GetCartResponse } from '../../model';\n",
      ).replace(
        'schema: GetCartResponse',
        "schema: () => import('../../model/getCartResponse.zod.ts').then((module) => module.GetCartResponse)",
      ),
    );
  });

  it('stops the generation, naming the operation, when orval no longer passes the schema as it does today', () => {
    const renamed = ORVAL_ENDPOINT.replace('schema: GetCartResponse', 'responseSchema: GetCartResponse');
    expect(() => lazySchemaEndpointSource(renamed, () => true)).toThrow(
      'lazy schemas: a httpClient call returning a model passes no `schema` in getCart: `httpClient<GetCartResponse>(getGetCartUrl(),',
    );
    const untyped = renamed.replace('httpClient<GetCartResponse>', 'httpClient');
    expect(() => lazySchemaEndpointSource(untyped, () => true)).toThrow(/passes no `schema` in getCart/);
    const member = ORVAL_ENDPOINT.replace('schema: GetCartResponse', 'schema: GetCartResponse.schema');
    expect(() => lazySchemaEndpointSource(member, () => true)).toThrow(
      'lazy schemas: expected `schema: <Model>` in getCart: `schema: GetCartResponse.schema`',
    );
    const perModel = ORVAL_ENDPOINT.replace(
      "  GetCartResponse\n} from '../../model';",
      "} from '../../model';\nimport { GetCartResponse } from '../../model/getCartResponse.zod';",
    );
    expect(() => lazySchemaEndpointSource(perModel, () => true)).toThrow(
      "lazy schemas: a model is imported as a value from '../../model/getCartResponse.zod', not '../../model' (it would ship with the hooks)",
    );
    const otherMutator = ORVAL_ENDPOINT.replaceAll('httpClient', 'customFetch');
    expect(() => lazySchemaEndpointSource(otherMutator, () => true)).toThrow(
      "lazy schemas: no httpClient(…) call: orval's endpoint layout changed",
    );
  });

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

  it('fails the generation when a schema has no model module, and leaves a module with nothing to validate alone', () => {
    expect(() => lazySchemaEndpointSource(endpoint, (file) => file !== 'getCartResponse.zod.ts')).toThrow(
      /no model module getCartResponse\.zod\.ts for schema GetCartResponse/,
    );
    const files = `import type { X } from '../../model';\nexport const download = () => httpClient<Blob>(url, { method: 'GET' });\n`;
    expect(lazySchemaEndpointSource(files, () => true)).toBe(files);
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
