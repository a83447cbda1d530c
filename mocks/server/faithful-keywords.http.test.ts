/**
 * The faithful flavour's `GET /language/keywords` (issue 34 §3, §5): only the backend's own keywords, in the
 * session's language, so tests see what a real shop shows before its owner imports the storefront's keys. The
 * friendly flavour keeps the demo's whole table.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetLanguageKeywordsResponse } from '@/api-generated/model';
import { BACKEND_KEYS } from '../data/backend-keywords';
import { createDemoServer, listen } from './demo-server';

const servers: Server[] = [];
let faithful = '';
let friendly = '';
beforeAll(async () => {
  const make = async (flavour: 'faithful' | 'friendly') => {
    const server = createDemoServer({ flavour });
    servers.push(server);
    return listen(server, 0);
  };
  faithful = await make('faithful');
  friendly = await make('friendly');
});
afterAll(() =>
  Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
);

/** A visitor with its own session cookie. */
function visitor(base: string) {
  const jar = new Map<string, string>();
  return async (path: string) => {
    const response = await fetch(`${base}${path}`, {
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = (cookie.split(';')[0] ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    return response.json() as Promise<Record<string, unknown>>;
  };
}

describe('GET /language/keywords', () => {
  it('on the faithful flavour holds only the backend’s own keys, in the session’s language', async () => {
    const get = visitor(faithful);
    const english = GetLanguageKeywordsResponse.parse(await get('/language/keywords'));
    expect(english.lang).toEqual({ Success: 'Success', Error: 'Error', Warning: 'Warning', Info: 'Info' });
    expect(Object.keys(english.lang).sort()).toEqual([...BACKEND_KEYS].sort());
    expect(english.language.locale).toBe('en');

    await get('/change/locale/ar');
    const arabic = GetLanguageKeywordsResponse.parse(await get('/language/keywords'));
    expect(arabic.lang).toEqual({ Success: 'نجاح', Error: 'خطأ', Warning: 'تحذير', Info: 'معلومات' });
    expect(arabic.language).toMatchObject({ locale: 'ar', text_direction: 'rtl' });
  });

  it('on the friendly flavour is the demo shop’s whole table, plural forms included', async () => {
    const answer = GetLanguageKeywordsResponse.parse(await visitor(friendly)('/language/keywords'));
    expect(answer.lang).toMatchObject({ 'Add to Cart': 'Add to Cart', items_one: '{count} item' });
    expect(Object.keys(answer.lang).length).toBeGreaterThan(700);
  });
});
