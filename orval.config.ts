import { defineConfig } from 'orval';

// Inputs and outputs can be redirected (scripts/check-generated.mjs regenerates into a scratch folder to detect drift).
const input = { target: process.env.OPENAPI_BUNDLE ?? './openapi/.bundled/openapi.runtime.json' };
const out = process.env.ORVAL_OUTPUT_DIR ?? 'src/api-generated';

export default defineConfig({
  storefront: {
    input,
    output: {
      mode: 'tags-split',
      target: `${out}/endpoints`,
      // Models are zod schemas (types are inferred from them), so the mutator can validate every response.
      schemas: { path: `${out}/model`, type: 'zod' },
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      // Path parameters come from route params (React Router decodes `%2F`): encoded, a slug stays one segment.
      urlEncodeParameters: true,
      mock: { generators: [{ type: 'msw', delay: 0 }] },
      override: {
        mutator: { path: 'src/lib/http/client.ts', name: 'httpClient' },
        // The mutator receives the response schema (`schema`) and returns the parsed success body.
        fetch: { runtimeValidation: true, includeHttpResponseReturnType: false, forceSuccessResponse: true },
        includeZodSchemaInArguments: true,
        query: { signal: true },
        zod: { generateReusableSchemas: true },
      },
    },
  },
});
