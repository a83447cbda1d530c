import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  REPORTING_ENDPOINTS,
  CSP_DIRECTIVES,
  FLUTTERWAVE_CSP,
  GOOGLE_PAY_CSP,
  KKIAPAY_CSP,
  MIDTRANS_CSP,
  JAZZ_CASH_CSP,
  PAYPAL_CSP,
  PAYSTACK_CSP,
  RAZORPAY_CSP,
  RECAPTCHA_CSP,
  cspWith,
  firebaseAuthCsp,
  serializeCsp,
} from './csp.ts';

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

  it('names no third party: the sign-in options add theirs only when a shop turns them on', () => {
    const everySource = Object.values(CSP_DIRECTIVES).flat();
    expect(everySource.filter((source) => /google|gstatic|firebase/.test(source))).toEqual([]);
    expect(parsed().has('frame-src')).toBe(false);
  });
});

describe('the sign-in options’ additions', () => {
  it('reCAPTCHA: Google’s script and checkbox frames, and style attributes; nothing else loosens', () => {
    const policy = cspWith(CSP_DIRECTIVES, RECAPTCHA_CSP);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    // Frames fall back to default-src 'self' in the base: the addition keeps it.
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(policy['style-src-attr']).toEqual(["'self'", "'unsafe-inline'"]);
    const changed = Object.keys(policy).filter(
      (name) =>
        JSON.stringify(policy[name]) !== JSON.stringify(CSP_DIRECTIVES[name as keyof typeof CSP_DIRECTIVES]),
    );
    expect(changed.sort()).toEqual(['frame-src', 'script-src', 'style-src-attr']);
    expect(serializeCsp(policy)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('Firebase Auth: the gapi loader, the project’s auth domain as a frame, the Identity Toolkit API', () => {
    const policy = cspWith(CSP_DIRECTIVES, firebaseAuthCsp('My-Shop.firebaseapp.com'));
    expect(policy['script-src']).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://my-shop.firebaseapp.com']);
    expect(policy['connect-src']).toEqual([
      ...CSP_DIRECTIVES['connect-src'],
      'https://identitytoolkit.googleapis.com',
    ]);
    expect(() => firebaseAuthCsp('evil.example; script-src *')).toThrow(/not a host name/);
  });

  it('both at once: each source once, the base itself unchanged', () => {
    const before = serializeCsp(CSP_DIRECTIVES);
    const policy = cspWith(
      CSP_DIRECTIVES,
      RECAPTCHA_CSP,
      firebaseAuthCsp('shop.firebaseapp.com'),
      RECAPTCHA_CSP,
    );
    for (const sources of Object.values(policy)) expect(new Set(sources).size).toBe(sources.length);
    expect(policy['frame-src']).toHaveLength(4);
    expect(serializeCsp(CSP_DIRECTIVES)).toBe(before);
    const hosts = Object.values(policy)
      .flat()
      .filter((source) => source.includes('://'));
    for (const host of hosts)
      expect(host).toMatch(/^[a-z]+:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/[a-z0-9/]*)?$/);
  });
});

describe('what a payment method adds', () => {
  it('JazzCash: its merchant form hosts as form targets, nothing else', () => {
    const policy = cspWith(CSP_DIRECTIVES, JAZZ_CASH_CSP);
    expect(policy['form-action']).toEqual([
      "'self'",
      'https://sandbox.jazzcash.com.pk',
      'https://payments.jazzcash.com.pk',
    ]);
    const { 'form-action': _jazz, ...rest } = policy;
    const { 'form-action': _base, ...base } = CSP_DIRECTIVES;
    expect(rest).toEqual(base);
  });

  it('PayPal: its own hosts for the script, its frames and their calls, never a wildcard; no inline script', () => {
    const policy = cspWith(CSP_DIRECTIVES, PAYPAL_CSP);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.paypal.com',
      'https://www.paypalobjects.com',
    ]);
    const frames = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];
    expect(policy['frame-src']).toEqual(["'self'", ...frames]); // from default-src 'self'
    expect(policy['connect-src']).toEqual([...CSP_DIRECTIVES['connect-src'], ...frames]);
    const changed = Object.keys(policy).filter(
      (name) =>
        JSON.stringify(policy[name]) !== JSON.stringify(CSP_DIRECTIVES[name as keyof typeof CSP_DIRECTIVES]),
    );
    expect(changed.sort()).toEqual(['connect-src', 'frame-src', 'script-src']);
    expect(serializeCsp(policy)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    for (const host of Object.values(PAYPAL_CSP).flat()) expect(host).not.toContain('*');
  });

  it('reports what it blocks: report-to names the Reporting-Endpoints entry, report-uri for older browsers', () => {
    expect(CONTENT_SECURITY_POLICY).toContain('report-uri /csp-report');
    expect(CONTENT_SECURITY_POLICY).toContain('report-to csp-endpoint');
    expect(REPORTING_ENDPOINTS).toBe('csp-endpoint="/csp-report"');
  });

  it('Razorpay: its checkout script, the checkout’s frame and its calls; nothing else', () => {
    const policy = cspWith(CSP_DIRECTIVES, RAZORPAY_CSP);
    expect(policy['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://api.razorpay.com']);
    expect(policy['connect-src']).toEqual([
      ...CSP_DIRECTIVES['connect-src'],
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
    const changed = Object.keys(policy).filter(
      (name) =>
        JSON.stringify(policy[name]) !== JSON.stringify(CSP_DIRECTIVES[name as keyof typeof CSP_DIRECTIVES]),
    );
    expect(changed.sort()).toEqual(['connect-src', 'frame-src', 'script-src']);
  });

  it('Paystack: its inline script, its window’s frame and API; nothing else', () => {
    const policy = cspWith(CSP_DIRECTIVES, PAYSTACK_CSP);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.paystack.co']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://checkout.paystack.com']);
    expect(policy['connect-src']).toEqual([...CSP_DIRECTIVES['connect-src'], 'https://api.paystack.co']);
    const changed = Object.keys(policy).filter(
      (name) =>
        JSON.stringify(policy[name]) !== JSON.stringify(CSP_DIRECTIVES[name as keyof typeof CSP_DIRECTIVES]),
    );
    expect(changed.sort()).toEqual(['connect-src', 'frame-src', 'script-src']);
  });

  it('Flutterwave: its checkout script and frame, its API; nothing else', () => {
    const policy = cspWith(CSP_DIRECTIVES, FLUTTERWAVE_CSP);
    expect(policy['script-src']).toEqual(["'self'", 'https://checkout.flutterwave.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://checkout.flutterwave.com']);
    expect(policy['connect-src']).toEqual([...CSP_DIRECTIVES['connect-src'], 'https://api.flutterwave.com']);
    const changed = Object.keys(policy).filter(
      (name) =>
        JSON.stringify(policy[name]) !== JSON.stringify(CSP_DIRECTIVES[name as keyof typeof CSP_DIRECTIVES]),
    );
    expect(changed.sort()).toEqual(['connect-src', 'frame-src', 'script-src']);
  });

  it.each([
    ['KkiaPay', KKIAPAY_CSP, ['https://cdn.kkiapay.me'], ['https://*.kkiapay.me'], ['https://*.kkiapay.me']],
    [
      'Midtrans',
      MIDTRANS_CSP,
      ['https://app.midtrans.com', 'https://app.sandbox.midtrans.com'],
      ['https://app.midtrans.com', 'https://app.sandbox.midtrans.com'],
      ['https://api.midtrans.com', 'https://api.sandbox.midtrans.com'],
    ],
    [
      'Google Pay',
      GOOGLE_PAY_CSP,
      ['https://pay.google.com'],
      ['https://pay.google.com'],
      ['https://pay.google.com'],
    ],
  ])(
    '%s: its script, its window’s frame and API; nothing else',
    (_name, addition, scripts, frames, connects) => {
      const policy = cspWith(CSP_DIRECTIVES, addition);
      expect(policy['script-src']).toEqual(["'self'", ...scripts]);
      expect(policy['frame-src']).toEqual(["'self'", ...frames]);
      expect(policy['connect-src']).toEqual([...CSP_DIRECTIVES['connect-src'], ...connects]);
      const changed = Object.keys(policy).filter(
        (name) =>
          JSON.stringify(policy[name]) !==
          JSON.stringify(CSP_DIRECTIVES[name as keyof typeof CSP_DIRECTIVES]),
      );
      expect(changed.sort()).toEqual(['connect-src', 'frame-src', 'script-src']);
    },
  );
});
