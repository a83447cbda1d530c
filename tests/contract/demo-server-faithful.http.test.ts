/**
 * The contract suite (run-contract.ts) over real HTTP against the faithful flavour (DEMO_BACKEND=faithful): the
 * answers carry the real backend's quirks (302 to /login for guests, `""` for empty lists, `{static_asset}` from
 * settings-data…) and must still match the contract, which describes that backend. Like the storefront with
 * reCAPTCHA on, sign-ins send a captcha.
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
  server = createDemoServer({
    flavour: 'faithful',
    storeFor: () => ({ id: 'contract', shop: getDemoShop(), created: false }),
  });
  base = await listen(server, 0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function remember(response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [name, ...value] = (cookie.split(';')[0] ?? '').split('=');
    if (name) jar.set(name.trim(), value.join('='));
  }
}

const withCaptcha = (path: string, json: Record<string, unknown> | undefined) =>
  /^\/(login)$/.test(path) && json ? { captcha: 'demo-captcha-token', ...json } : json;

defineContractSuite({
  name: 'http-faithful',
  guestsRedirect: true,
  absentOperations: ['getStartData'],
  async call(method, path, init) {
    if (!jar.has('XSRF-TOKEN')) remember(await fetch(`${base}/settings/data`));
    const { headers, body } = contractRequest(method, { ...init, json: withCaptcha(path, init?.json) });
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
