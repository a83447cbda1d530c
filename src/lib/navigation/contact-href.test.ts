import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-href.ts';

describe('telHref', () => {
  it.each([
    ['+880 1700-000000', 'tel:+8801700000000'],
    ['  (555) 010-0199 ', 'tel:5550100199'],
    ['+1 555 0100 / +1 555 0101', 'tel:+15550100'],
    ['01712 345678, 01812 345678', 'tel:01712345678'],
    ['+٨٨٠ ١٧٠٠ ٠٠٠٠٠٠', 'tel:+8801700000000'],
    ['۰۳۰۰ ۱۲۳۴۵۶۷', 'tel:03001234567'],
    ['00 880 1700 000000', 'tel:008801700000000'],
  ])('dials %j as %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });

  it.each(['', '   ', 'Call the shop', '+', 'javascript:alert()', '/ 555 0100'])(
    'makes no link of %j (no digit to dial before the first separator)',
    (phone) => {
      expect(telHref(phone)).toBeUndefined();
    },
  );

  it('makes only a tel: address of digits and a leading plus, whatever the shop wrote', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (phone) => {
        const href = telHref(phone);
        expect(href === undefined || /^tel:\+?\d+$/.test(href)).toBe(true);
      }),
    );
  });
});

describe('mailtoHref', () => {
  it.each([
    ['help@shop.example', 'mailto:help@shop.example'],
    ['  orders+eu@mail.shop.example ', 'mailto:orders+eu@mail.shop.example'],
  ])('writes to %j as %j', (email, expected) => {
    expect(mailtoHref(email)).toBe(expected);
  });

  it.each([
    '',
    'Write to us from the contact page',
    'help@',
    '@shop.example',
    'help@localhost',
    'help@shop..example',
    'a@b.example, c@d.example',
    'a@b.example;c@d.example',
    'help@shop.example?cc=everyone@list.example',
    'help@shop.example?body=Send%20your%20card',
    'help@shop.example#x',
    'javascript:alert(1)//@shop.example',
    'help@shop.example\nBcc: x@y.example',
    '"help"@shop.example',
    '<help@shop.example>',
    'help @shop.example',
  ])('makes no link of %j', (email) => {
    expect(mailtoHref(email)).toBeUndefined();
  });

  it('makes only a mailto: address without a query, a fragment or a second recipient', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), (local, domain) => {
        const href = mailtoHref(`${local}@${domain}.example`);
        expect(href === undefined || /^mailto:[^?#,;\s]+@[^?#,;\s@]+$/.test(href)).toBe(true);
      }),
    );
  });
});
