import { describe, expect, it } from 'vitest';
import { mustLoadDocument } from './document-loads';

const pageWith = (policy?: string) => {
  const doc = document.implementation.createHTMLDocument('shop');
  if (policy !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'page_policy';
    meta.content = policy;
    doc.head.append(meta);
  }
  return doc;
};
const request = (path: string) => new Request(`http://shop.test${path}`);

describe('entering a page of its own policy', () => {
  it('loads the document for an in-app move when the server sends a policy per route', () => {
    expect(mustLoadDocument(request('/payment'), pageWith('per-route'), 'http://shop.test/cart')).toBe(true);
  });

  it('does not for the first page, whose loaders ask for the address the document already is', () => {
    expect(
      mustLoadDocument(request('/payment/YR-1'), pageWith('per-route'), 'http://shop.test/payment/YR-1'),
    ).toBe(false);
  });

  it('changes nothing for a server with one policy for every page', () => {
    expect(mustLoadDocument(request('/payment'), pageWith(), 'http://shop.test/cart')).toBe(false);
    expect(mustLoadDocument(request('/payment'), pageWith('same'), 'http://shop.test/cart')).toBe(false);
  });
});
