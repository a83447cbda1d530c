import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, CSP_DIRECTIVES, serializeCsp } from './csp.ts';

/** The header parsed back: directive name → its sources. */
const parsed = () =>
  new Map(
    CONTENT_SECURITY_POLICY.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('runs only the build’s own scripts: no inline scripts or handlers, no eval, no other host', () => {
    expect(parsed().get('script-src')).toEqual(["'self'"]);
    expect(parsed().has('script-src-elem')).toBe(false);
    expect(parsed().has('script-src-attr')).toBe(false);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic/);
  });

  it('allows inline <style> elements only (Radix’s scroll lock), never inline style attributes', () => {
    const policy = parsed();
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    // style-src-attr falls back to style-src: no style="" from markup (React's style props use the CSSOM).
    expect(policy.has('style-src-attr')).toBe(false);
    const unsafeInline = [...policy].filter(([, sources]) => sources.includes("'unsafe-inline'"));
    expect(unsafeInline.map(([name]) => name)).toEqual(['style-src-elem']);
  });

  it('locks down plugins, the base address, framing and form targets', () => {
    const policy = parsed();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
  });

  it('connects to its own origin and hosted Pusher only, with host sources a browser accepts', () => {
    const hosts = parsed().get('connect-src') ?? [];
    expect(hosts).toEqual(["'self'", 'wss://*.pusher.com', 'https://*.pusher.com']);
    // CSP wildcards stand for a whole leftmost label only: `wss://ws-*.pusher.com` would be dropped as invalid.
    const allHosts = [...parsed().values()].flat().filter((source) => source.includes('://'));
    for (const host of allHosts) expect(host).toMatch(/^[a-z]+:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it('is one header value: each directive once, separated by semicolons', () => {
    expect(parsed().size).toBe(Object.keys(CSP_DIRECTIVES).length);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/[,\n]/);
    expect(serializeCsp({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });
});
