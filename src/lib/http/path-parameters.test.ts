// Route parameters (already decoded by React Router) become path parameters of the generated URL builders. Each
// builder must keep its parameter inside one path segment, and the client must send a built path unchanged or not
// at all: never to another route.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getGetBlogDetailsUrl } from '@/api-generated/endpoints/blog/blog';
import {
  getGetInvoicesByTrxUrl,
  getGetOrderByCodeUrl,
  getMailOrderUrl,
} from '@/api-generated/endpoints/orders/orders';
import { getGetStaticPageUrl } from '@/api-generated/endpoints/pages/pages';
import { getGetProductDetailsUrl } from '@/api-generated/endpoints/product/product';
import { getGetShopPageUrl } from '@/api-generated/endpoints/shops/shops';
import { getGetVideoShopDetailsUrl } from '@/api-generated/endpoints/video-shopping/video-shopping';
import { pathChangeReason } from './request-path.ts';

const ORIGIN = window.location.origin;

const builders: Array<[route: string, build: (parameter: string) => string, prefix: string]> = [
  ['/product/:slug', getGetProductDetailsUrl, '/home/product-details/'],
  ['/shop/:slug', getGetShopPageUrl, '/shop-page-data/'],
  ['/blog/:slug', getGetBlogDetailsUrl, '/home/blog-details/'],
  ['/page/:slug', getGetStaticPageUrl, '/home/others-page/'],
  ['/video-shopping/:slug', getGetVideoShopDetailsUrl, '/get/video-shops-details/'],
  ['/invoice/:trx_id', getGetInvoicesByTrxUrl, '/user/get-invoices/'],
  ['/invoice/:trx_id (mail)', getMailOrderUrl, '/user/mail-order/'],
  ['/get-invoice/:orderCode', getGetOrderByCodeUrl, '/user/invoice/'],
];

/** What the links `…/..%2F..%2Flogout`, `…/..%252F..%252Flogout` and their kin hand the route. */
const hostileParameters = [
  '../../logout',
  '..%2F..%2Flogout',
  '..\\..\\logout',
  '%2e%2e/%2e%2e/logout',
  'x?redirect=/logout',
  'x#/logout',
];

const cases = builders.flatMap(([route, build, prefix]) =>
  hostileParameters.map((parameter) => ({ route, build, prefix, parameter })),
);

describe('the generated URL builders', () => {
  it.each(cases)('$route keeps $parameter inside one path segment', ({ build, prefix, parameter }) => {
    const built = build(parameter);
    expect(built.startsWith(prefix)).toBe(true);
    const segment = built.slice(prefix.length);
    expect(segment).not.toMatch(/[/\\?#]/);
    expect(decodeURIComponent(segment)).toBe(parameter);
    // What the backend sees once it decodes the path: the same route, with the parameter as one value.
    expect(new URL(built, ORIGIN).pathname).toBe(built);
  });
});

// Pieces that make dot segments and separators, raw and percent-encoded, among ordinary characters.
const pathPiece = fc.constantFrom(
  '.',
  '..',
  '/',
  '\\',
  '%2e',
  '%2E',
  '%2F',
  '%2f',
  '%5C',
  '%25',
  'a',
  'é',
  ' ',
  '\t',
);
const parameter = fc.oneof(fc.constantFrom('.', '..'), fc.string({ unit: pathPiece, maxLength: 8 }));

/** The path segments a server routes on: percent-decoded, `/` and `\` both separators. */
const routedSegments = (pathname: string): string[] =>
  decodeURIComponent(pathname.replace(/%(?![\da-f]{2})/gi, '%25')).split(/[/\\]/);

describe('the client and the builders together', () => {
  it('send a parameter as one segment of its own route, or refuse it; no sent path climbs out of its route', () => {
    fc.assert(
      fc.property(fc.constantFrom(...builders), parameter, ([, build, prefix], value) => {
        const routeSegments = prefix.split('/').slice(0, -1);
        const sent = (path: string): string[] | undefined => {
          const target = `${ORIGIN}${path}`;
          return pathChangeReason(target) === undefined
            ? routedSegments(new URL(target).pathname)
            : undefined;
        };
        // Encoded, only a parameter that is itself a dot segment or holds a separator is refused; anything else is
        // one segment of its route.
        const encoded = sent(build(value));
        expect(encoded === undefined).toBe(value === '.' || value === '..' || /[/\\]/.test(value));
        if (encoded) expect(encoded).toEqual([...routeSegments, value]);
        // Even a builder that forgot to encode cannot climb: the client refuses every dot segment.
        const raw = sent(`${prefix}${value}`);
        if (raw) {
          expect(raw.slice(0, routeSegments.length)).toEqual(routeSegments);
          expect(raw.filter((segment) => segment === '.' || segment === '..')).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });
});
