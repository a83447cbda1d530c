import { describe, expect, it } from 'vitest';
import { readFrontendMasterProps, readPageElement } from './page-elements.ts';

const page = (body: string, head = '') =>
  new DOMParser().parseFromString(`<html><head>${head}</head><body>${body}</body></html>`, 'text/html');

describe('page elements', () => {
  it('reads the Blade shell’s hidden inputs, and meta tags where there are no inputs', () => {
    const doc = page(
      '<input type="hidden" id="base_url" value="https://shop.example ">' +
        '<input type="hidden" id="token" name="_token" value="tok">' +
        '<input type="hidden" id="pusher_app_key" value="key"><input type="hidden" id="pusher_app_cluster" value="eu">',
      '<meta name="base_url" content="https://other.example">',
    );
    expect(readPageElement(doc, 'base_url')).toBe('https://shop.example');
    expect(readPageElement(doc, 'csrf_token')).toBe('tok');
    expect(readPageElement(doc, 'pusher_app_key')).toBe('key');
    expect(readPageElement(doc, 'pusher_app_cluster')).toBe('eu');
    const metas = page('', '<meta name="csrf-token" content="m">');
    expect(readPageElement(metas, 'csrf_token')).toBe('m');
    expect(readPageElement(metas, 'pusher_app_key')).toBeUndefined();
  });

  it('reads <frontend_master> props as Blade writes them: bound JSON (HTML-escaped) and plain strings', () => {
    const doc = page(
      `<div id="app"><frontend_master :settings_data="{&quot;seller_system&quot;:&quot;1&quot;}" ` +
        `:wishlists="3" :shop_follower="&quot;&quot;" :user="null" v-bind:add_ons="[&quot;reward&quot;]" ` +
        `title="A &amp; B"></frontend_master></div>`,
    );
    expect(readFrontendMasterProps(doc)).toEqual({
      settings_data: { seller_system: '1' },
      wishlists: 3,
      shop_follower: '',
      user: null,
      add_ons: ['reward'],
      title: 'A & B',
    });
    expect(readFrontendMasterProps(page('<div id="root"></div>'))).toBeNull();
    expect(() => readFrontendMasterProps(page('<frontend_master :carts="[1,"></frontend_master>'))).toThrow(
      ':carts',
    );
  });
});
