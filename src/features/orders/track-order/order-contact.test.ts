import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { order, sampleAddress } from '../../../../tests/helpers/order-fixtures';
import { orderHasContact, phoneDigits, phonesMatch, readContact, type OrderContact } from './order-contact';

const contact = (typed: string): OrderContact => {
  const read = readContact(typed);
  if (!read) throw new Error(`not an e-mail or phone: ${typed}`);
  return read;
};

// The order's shipping and billing address: Jane Doe, jane.doe@example.com, +8801712345678 (Bangladesh, +880).
const janes = order({ user: { id: 24, full_name: 'Walk-In Customer', email: 'walk-in@example.com' } });
const guest = { accountEmailCounts: false };

describe('readContact', () => {
  it('reads an e-mail address without case or surrounding spaces', () => {
    expect(readContact('  Jane.Doe@Example.COM ')).toEqual({ kind: 'email', email: 'jane.doe@example.com' });
  });

  it('reads a phone number as it is written: +, spaces, dashes, dots and brackets', () => {
    expect(readContact('+880 (1712) 345-678')).toEqual({ kind: 'phone', digits: '8801712345678' });
    expect(readContact('01712.345678')).toEqual({ kind: 'phone', digits: '1712345678' });
  });

  it('refuses what is neither: a broken address, letters, a fragment, more digits than any number has', () => {
    for (const typed of [
      'jane@',
      'jane@example',
      'jane doe',
      'call me',
      '12345',
      '0000 12',
      '1'.repeat(16),
      '',
    ])
      expect(readContact(typed), typed).toBeNull();
  });
});

describe('phonesMatch: digits only, leading zeros dropped, a country code of up to three digits in front', () => {
  it('matches one number however it is written', () => {
    for (const typed of [
      '+8801712345678',
      '008801712345678',
      '880 1712 345678',
      '01712-345678',
      '1712345678',
    ])
      expect(phonesMatch(typed, '+8801712345678'), typed).toBe(true);
    expect(phonesMatch('+1 (555) 010-9999', '555.010.9999')).toBe(true);
    expect(phonesMatch('07700 900123', '+44 7700 900123')).toBe(true);
  });

  it('does not match another number, nor a tail of the number longer than a country code', () => {
    expect(phonesMatch('+8801712345679', '+8801712345678')).toBe(false);
    expect(phonesMatch('2345678', '+8801712345678')).toBe(false);
    expect(phonesMatch('345678', '345678')).toBe(true);
    expect(phonesMatch('45678', '45678')).toBe(false);
  });

  it('is symmetric, and a number always matches itself with a country code added', () => {
    const national = fc.stringMatching(/^[1-9][0-9]{5,11}$/);
    fc.assert(
      fc.property(national, fc.stringMatching(/^[1-9][0-9]{0,2}$/), (number, country) => {
        expect(phonesMatch(`+${country} ${number}`, `0${number}`)).toBe(true);
        expect(phonesMatch(`0${number}`, `+${country} ${number}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(national, national, (a, b) => {
        expect(phonesMatch(a, b)).toBe(phonesMatch(b, a));
      }),
    );
  });

  it('phoneDigits drops the international and trunk prefixes', () => {
    expect(phoneDigits('0044 7700 900123')).toBe('447700900123');
    expect(phoneDigits('07700 900123')).toBe('7700900123');
  });
});

describe('orderHasContact', () => {
  it('knows the order by its shipping or billing address’s e-mail or phone', () => {
    expect(orderHasContact(janes, contact('JANE.DOE@example.com'), guest)).toBe(true);
    expect(orderHasContact(janes, contact('01712 345678'), guest)).toBe(true);
    const billedElsewhere = order({
      shipping_address: null,
      billing_address: { ...sampleAddress, email: 'accounts@example.org', phone_no: '+1 555 010 9999' },
    });
    expect(orderHasContact(billedElsewhere, contact('accounts@example.org'), guest)).toBe(true);
    expect(orderHasContact(billedElsewhere, contact('555-010-9999'), guest)).toBe(true);
    expect(orderHasContact(billedElsewhere, contact('jane.doe@example.com'), guest)).toBe(false);
  });

  it('does not know it by another e-mail or phone', () => {
    expect(orderHasContact(janes, contact('john@example.com'), guest)).toBe(false);
    expect(orderHasContact(janes, contact('+8801712345670'), guest)).toBe(false);
  });

  it('never by the walk-in user’s e-mail for a guest: it is on every guest order', () => {
    expect(orderHasContact(janes, contact('walk-in@example.com'), guest)).toBe(false);
  });

  it('by the account’s e-mail for a signed-in shopper (the backend answers them their own orders only)', () => {
    const own = order({ user: { id: 22, full_name: 'Demo Customer', email: 'customer@example.com' } });
    expect(orderHasContact(own, contact('Customer@example.com'), { accountEmailCounts: true })).toBe(true);
    expect(orderHasContact(own, contact('customer@example.com'), guest)).toBe(false);
  });
});
