// The demo server's public origin (public-origin.ts): configured, or where it listens, loopback names kept.
import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it('is the configured address whatever the request says', () => {
    const own = { configured: 'https://shop.example', listening: 'http://127.0.0.1:4173' };
    expect(publicOrigin(own, 'localhost:4173')).toBe('https://shop.example');
    expect(publicOrigin(own, 'evil.example')).toBe('https://shop.example');
  });

  it('keeps the loopback name the page was opened with, on the listening port only', () => {
    const own = { configured: null, listening: 'http://127.0.0.1:4173' };
    expect(publicOrigin(own, 'localhost:4173')).toBe('http://localhost:4173');
    expect(publicOrigin(own, 'localhost:9999')).toBe('http://127.0.0.1:4173');
    expect(publicOrigin(own, 'evil.example:4173')).toBe('http://127.0.0.1:4173');
    expect(publicOrigin(own, undefined)).toBe('http://127.0.0.1:4173');
  });

  it('keeps the scheme of a TLS front listening for the server (DEMO_HTTPS=1)', () => {
    const own = { configured: null, listening: 'https://127.0.0.1:4173' };
    expect(publicOrigin(own, 'localhost:4173')).toBe('https://localhost:4173');
    expect(publicOrigin(own, '127.0.0.1:4173')).toBe('https://127.0.0.1:4173');
  });
});
