import { describe, expect, it } from 'vitest';
import { PageMetaError, parsePageMeta, resolveApiUrl } from './page-meta.ts';

const docWith = (metas: Record<string, string>): Document => {
  const doc = document.implementation.createHTMLDocument('t');
  for (const [name, content] of Object.entries(metas)) {
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
};

const fallback = { origin: 'http://localhost:5173', basePath: '/' };

describe('page meta', () => {
  it('reads the backend’s hidden elements', () => {
    const meta = parsePageMeta(
      docWith({
        base_url: 'https://shop.example/folder/',
        app_path: 'app/',
        'csrf-token': 'abcDEF123',
        pusher_app_key: 'a1b2c3',
        pusher_app_cluster: 'eu',
        pusher_app_host: 'ws.shop.example',
        pusher_app_port: '6001',
      }),
      fallback,
    );
    expect(meta).toEqual({
      baseUrl: 'https://shop.example/folder',
      appPath: '/app',
      csrfToken: 'abcDEF123',
      pusherAppKey: 'a1b2c3',
      pusherAppCluster: 'eu',
      pusherAppHost: 'ws.shop.example',
      pusherAppPort: '6001',
    });
  });

  it('falls back to this origin and the Vite base path, with empty optional values', () => {
    expect(parsePageMeta(docWith({}), { origin: 'http://localhost:5173', basePath: '/shop/' })).toEqual({
      baseUrl: 'http://localhost:5173',
      appPath: '/shop',
      csrfToken: '',
      pusherAppKey: '',
      pusherAppCluster: '',
      pusherAppHost: '',
      pusherAppPort: '',
    });
    expect(parsePageMeta(docWith({ app_path: '' }), fallback).appPath).toBe('');
  });

  it.each([
    ['base_url', 'not a url'],
    ['base_url', 'javascript:alert(1)'],
    ['base_url', 'https://shop.example/?x=1'],
    ['app_path', '//evil.example'],
    ['app_path', 'https://evil.example'],
    ['app_path', '/a/../b'],
    ['pusher_app_cluster', 'EU west'],
    ['pusher_app_host', 'ws://evil.example/x'],
    ['pusher_app_port', '70000'],
    ['pusher_app_port', '0'],
    ['csrf-token', 'a b'],
  ])('rejects a malformed %s (%s) with a message naming the element', (name, value) => {
    expect(() => parsePageMeta(docWith({ [name]: value }), fallback)).toThrow(PageMetaError);
    expect(() => parsePageMeta(docWith({ [name]: value }), fallback)).toThrow(`The page element "${name}"`);
  });

  it('resolves contract paths below base and application path', () => {
    const meta = { baseUrl: 'https://shop.example', appPath: '/app' };
    expect(resolveApiUrl('/home/daily-deals/?page=1', meta)).toBe(
      'https://shop.example/app/home/daily-deals/?page=1',
    );
    expect(resolveApiUrl('cart/list', meta)).toBe('https://shop.example/app/cart/list');
    expect(resolveApiUrl('https://shop.example/app/x?page=2', meta)).toBe(
      'https://shop.example/app/x?page=2',
    );
  });
});
