/**
 * The contract suite (run-contract.ts) over real HTTP: the Node demo server on an ephemeral loopback port,
 * Node's own fetch, a cookie jar, and Laravel-style CSRF (X-XSRF-TOKEN from the XSRF-TOKEN cookie). The server
 * shares the test's store (`storeFor`) so samples can read values (line ids, order codes) that setup created.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createDemoServer, listen } from '@mocks/server/demo-server';
import { getDemoShop } from '@mocks/state/store';
import { contractRequest, defineContractSuite } from './run-contract';

let server: Server;
let base = '';
const jar = new Map<string, string>();

beforeAll(async () => {
  server = createDemoServer({ storeFor: () => ({ id: 'contract', shop: getDemoShop(), created: false }) });
  base = await listen(server, 0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function remember(response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar.set(name.trim(), value.join('='));
  }
}

defineContractSuite({
  name: 'http',
  async call(method, path, init) {
    // Like a browser that loaded a page first: the first answer sets the session and XSRF-TOKEN cookies.
    if (!jar.has('XSRF-TOKEN')) remember(await fetch(`${base}/settings/data`));
    const { headers, body } = contractRequest(method, init);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = jar.get('XSRF-TOKEN');
    const response = await fetch(`${base}${path}`, {
      method,
      body,
      redirect: 'manual',
      headers: {
        ...headers,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      },
    });
    remember(response);
    return response;
  },
  afterReset: () => jar.clear(),
});
