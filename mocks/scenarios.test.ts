import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetProductDetailsQueryOptions } from '@/api-generated/endpoints/product/product';
import { server } from './node';
import { scenarioFromPage, scenarioHandlers, scenarios } from './scenarios';

const BASE = globalThis.location?.origin ?? 'http://localhost';
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', ...init.headers },
  });

afterEach(() => sessionStorage.clear());

describe('demo-shop scenarios', () => {
  it('server-error answers every API call with 500 but leaves other requests alone', async () => {
    server.use(...scenarioHandlers('server-error'));
    expect((await api('/settings-data')).status).toBe(500);
    const asset = await fetch(`${BASE}/settings-data`);
    expect(asset.status).toBe(200);
  });

  it('session-expired answers state changes with 419 and reads normally', async () => {
    server.use(...scenarioHandlers('session-expired'));
    expect((await api('/user/addToCart', { method: 'POST', body: '{}' })).status).toBe(419);
    expect((await api('/settings-data')).status).toBe(200);
  });

  it('broken-prices makes the generated client fail loudly instead of showing a wrong price', async () => {
    server.use(...scenarioHandlers('broken-prices'));
    const slug = (await (await api('/home/filtered_products?page=1')).json()).products.data[0].slug;
    const options = getGetProductDetailsQueryOptions(slug);
    await expect(
      (options.queryFn as (ctx: unknown) => Promise<unknown>)({ signal: new AbortController().signal }),
    ).rejects.toMatchObject({ name: 'ContractError' });
  });

  it('recaptcha turns the login check on and refuses a login without the stand-in’s answer', async () => {
    server.use(...scenarioHandlers('recaptcha'));
    const start = await (await api('/start-data')).json();
    expect(start.settings_data).toMatchObject({
      is_recaptcha_activated: 1,
      recaptcha_Site_key: 'demo-site-key',
    });
    const login = (body: object) => api('/login', { method: 'POST', body: JSON.stringify(body) });
    const credentials = { email: 'customer@marketfront.test', password: 'secret123', remember: 0 };
    expect(await (await login(credentials)).json()).toEqual({
      captcha: 'Please verify that you are not a robot',
    });
    expect(await (await login({ ...credentials, captcha: 'forged' })).json()).toHaveProperty('captcha');
    const signedIn = await (await login({ ...credentials, captcha: 'demo-captcha-1-x' })).json();
    expect(signedIn.user.email).toBe('customer@marketfront.test');
    await api('/logout');
  });

  it('offline fails at the network level', async () => {
    server.use(...scenarioHandlers('offline'));
    await expect(api('/settings-data')).rejects.toThrow();
  });

  it('is chosen by ?scenario=, remembered for the tab, and ended by ?scenario=none', () => {
    const at = (search: string) => ({ search }) as Location;
    expect(scenarioFromPage(at(''), sessionStorage)).toBeNull();
    expect(scenarioFromPage(at('?scenario=slow'), sessionStorage)).toBe('slow');
    expect(scenarioFromPage(at('?page=2'), sessionStorage)).toBe('slow');
    expect(scenarioFromPage(at('?scenario=none'), sessionStorage)).toBeNull();
  });

  it('ignores unknown names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(scenarioFromPage({ search: '?scenario=nope' } as Location, sessionStorage)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('describes every scenario', () => {
    for (const scenario of Object.values(scenarios)) expect(scenario.description.length).toBeGreaterThan(20);
  });
});
