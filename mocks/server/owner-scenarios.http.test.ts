/**
 * Owner scenarios on the Node demo server (owner-settings.ts): a page opened with `?scenario=modules-off` runs that
 * session's shop with the owner's settings — what the faithful page prints and what every answer does — while
 * other sessions keep the demo shop's own, and `?scenario=none` returns to it.
 */
import type { Server } from 'node:http';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFrontendMasterProps } from '@/lib/start-data/page-elements';
import { createDemoServer, listen } from './demo-server';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createDemoServer({ flavour: 'faithful', realtime: false });
  base = await listen(server, 0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A browser: its own cookies; `open` navigates to a page, `ask` calls the API like the storefront. */
function browser() {
  const jar = new Map<string, string>();
  const send = async (path: string, headers: Record<string, string>) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${base}${path}`, {
      redirect: 'manual',
      headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = (line.split(';')[0] ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
    return response;
  };
  return {
    async open(path: string) {
      const html = await (await send(path, { accept: 'text/html', 'sec-fetch-mode': 'navigate' })).text();
      const window = new Window();
      window.document.write(html);
      return readFrontendMasterProps(window.document as unknown as Document) as {
        settings_data: Record<string, unknown>;
        add_ons: string[];
      };
    },
    ask: async (path: string) =>
      (await send(path, { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' })).json(),
  };
}

describe('owner scenarios on the demo server', () => {
  it('modules-off: the page prints the owner’s switches and the answers follow them, for that session only', async () => {
    const owner = browser();
    const props = await owner.open('/?scenario=modules-off');
    expect(props.settings_data).toMatchObject({
      seller_system: '0',
      coupon_system: '0',
      wallet_system: '0',
      pay_later_system: '0',
      pickup_point: '0',
      order_prefix: 'MF',
    });
    expect(props.add_ons).not.toContain('reward');
    expect(props.add_ons).not.toContain('video_shopping');
    expect(await owner.ask('/home/sellers?page=1')).toEqual({ sellers: [] });
    // The next pages of the session keep it without the parameter.
    expect((await owner.open('/cart')).settings_data.seller_system).toBe('0');

    const other = browser();
    expect((await other.open('/')).settings_data.seller_system).toBe('1');
    expect((await other.ask('/home/sellers?page=1')).sellers.data.length).toBeGreaterThan(0);

    expect((await owner.open('/?scenario=none')).settings_data.seller_system).toBe('1');
  });

  it('live-rates: a non-dollar currency comes back at the exchange-rate table’s rate', async () => {
    const shopper = browser();
    await shopper.open('/?scenario=live-rates');
    const answer = await shopper.ask('/change/currency/EUR');
    expect(answer.active_currency).toMatchObject({ code: 'EUR', exchange_rate: 0.95 });
    const plain = browser();
    await plain.open('/');
    expect((await plain.ask('/change/currency/EUR')).active_currency.exchange_rate).toBe(0.92);
  });
});
