import { defineConfig } from 'orval';

const input = { target: './openapi/.bundled/openapi.yaml' };

export default defineConfig({
  storefront: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/api-generated/endpoints',
      schemas: { path: 'src/api-generated/model', type: 'zod' },
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: { generators: [{ type: 'msw', delay: 0 }] },
      override: {
        mutator: { path: 'src/lib/http/client.ts', name: 'httpClient' },
        fetch: { runtimeValidation: true, includeHttpResponseReturnType: false, forceSuccessResponse: true },
        includeZodSchemaInArguments: true,
        query: { signal: true },
      },
    },
  },
});
