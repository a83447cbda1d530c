/** The contract suite (run-contract.ts) in-process: happy-dom's fetch, answered by the demo shop's MSW handlers. */
import { contractRequest, defineContractSuite } from './run-contract';

// Same origin as the test page (happy-dom), as in production where the backend serves the SPA: a cross-origin
// base would make happy-dom send CORS preflights (OPTIONS) that no handler answers.
const BASE = globalThis.location?.origin ?? 'http://demo-shop.test';

defineContractSuite({
  name: 'msw',
  call: (method, path, init) => fetch(`${BASE}${path}`, { method, ...contractRequest(method, init) }),
});
