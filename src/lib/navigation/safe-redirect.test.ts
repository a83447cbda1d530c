import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    '/user/dashboard',
    '/product/red-shoe?colour=red#reviews',
    '/products?q=100%25',
    '/category/%D8%B9%D8%B1%D8%A8%D9%8A',
    '/',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it('normalises dot segments', () => {
    expect(safeRedirectPath('/user/../cart')).toBe('/cart');
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'HTTPS://EVIL.COM',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%252F%252Fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/\u0000/evil.com',
    '/\u200b/evil.com',
    ' /user',
    '',
    '/%25252525252F%25252525252Fevil.com',
    // dot segments that normalise into `//` or into an encoded `//`
    '/./%2F%2Fevil.com',
    '/.%2F%2Fevil.com',
    '/x/../%2F%2Fevil.com',
    '/%2e/%2F%2Fevil.com',
    '/./%252F%252Fevil.com',
    '/.//evil.com',
    '/%2e//evil.com',
  ])('falls back for %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('falls back for non-strings and uses the given fallback', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(['/cart'])).toBe('/');
    expect(safeRedirectPath('//evil.com', '/user/dashboard')).toBe('/user/dashboard');
  });

  it('property: whatever comes in, the result is a same-origin path', () => {
    const tricky = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc
        .array(
          fc.constantFrom(
            '/',
            '\\',
            '%2F',
            '%5C',
            '%25',
            '\t',
            '\n',
            'evil.com',
            ':',
            'javascript',
            'http',
            '@',
            '.',
            '..',
            '%0A',
            '?',
            '#',
          ),
          {
            maxLength: 8,
          },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(tricky, (value) => {
        const result = safeRedirectPath(value);
        const resolved = new URL(result, 'https://shop.example');
        expect(resolved.origin).toBe('https://shop.example');
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/\\|\p{Cc}/u);
        // what a router or server would see after decoding is a path too
        const decoded = result.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
          try {
            return decodeURIComponent(run);
          } catch {
            return run;
          }
        });
        expect(decoded.startsWith('//')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns only what it would itself accept unchanged, else the given fallback', () => {
    expect(safeRedirectPath('/%2F%2Fevil.com')).toBe('/');
    expect(safeRedirectPath('/./%2F%2Fevil.com', '/user/dashboard')).toBe('/user/dashboard');
    expect(safeRedirectPath('/./cart/../user/%2e/dashboard?tab=1')).toBe('/user/dashboard?tab=1');
  });

  it('property: paths of dot segments and encoded slashes give back a path it accepts as it is', () => {
    // One segment at a time, so `.` and `..` stand alone as segments next to `//` and encoded slashes.
    const segment = fc.constantFrom(
      '',
      '.',
      '..',
      '%2e',
      '%2E%2E',
      '.%2e',
      '%2F',
      '%2f%2f',
      '%252F',
      '%5C',
      'evil.com',
      '%2F%2Fevil.com',
      'cart',
    );
    const path = fc
      .array(segment, { minLength: 1, maxLength: 5 })
      .map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(path, (value) => {
        const result = safeRedirectPath(value, '/fallback');
        expect(safeRedirectPath(result, '/other')).toBe(result);
        expect(new URL(result, 'https://shop.example').origin).toBe('https://shop.example');
        expect(decodeURIComponent(result).startsWith('//')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: every plain path built from safe segments is kept', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeRedirectPath(path)).toBe(path);
      }),
    );
  });
});
