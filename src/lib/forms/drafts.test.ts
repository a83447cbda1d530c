import { afterEach, describe, expect, it } from 'vitest';
import { forgetPersonalData, storageOwner } from '@/lib/storage';
import { clearDraft, mergeDraft, readDraft, withoutSecrets, writeDraft } from './drafts.ts';

afterEach(() => sessionStorage.clear());

const ADA = 'user:7';

/** Every key and value the tab keeps, as one text to search. */
const sessionText = () =>
  Array.from({ length: sessionStorage.length }, (_, index) => {
    const key = sessionStorage.key(index) ?? '';
    return `${key}=${sessionStorage.getItem(key)}`;
  }).join('\n');

describe('form drafts', () => {
  it('keeps what was typed in sessionStorage, never passwords or one-time codes', () => {
    writeDraft('register', ADA, {
      first_name: 'Ada',
      email: 'ada@example.test',
      password: 'hunter22',
      password_confirmation: 'hunter22',
      otp: '12345',
      address: { city: 'Dhaka', card_number: '4242' },
    });
    expect(readDraft('register', ADA)).toEqual({
      first_name: 'Ada',
      email: 'ada@example.test',
      address: { city: 'Dhaka' },
    });
    expect(sessionText()).not.toContain('hunter22');
    expect(localStorage.length).toBe(0);
  });

  it('drops secrets and files inside arrays and nested objects too', () => {
    const values = {
      rows: [
        { name: 'Home', card_number: '4242 4242 4242 4242', tags: [{ cvc: 'cvc-digits', label: 'main' }] },
        new Blob(['proof']),
        'plain',
      ],
      nested: { deeper: [{ password: 'hunter22', city: 'Dhaka' }] },
    };
    expect(withoutSecrets(values)).toEqual({
      rows: [{ name: 'Home', tags: [{ label: 'main' }] }, 'plain'],
      nested: { deeper: [{ city: 'Dhaka' }] },
    });
    writeDraft('addresses', ADA, values);
    const stored = sessionText();
    expect(stored).toContain('Dhaka');
    for (const secret of ['4242 4242', 'cvc-digits', 'hunter22']) expect(stored).not.toContain(secret);
  });

  it('drops the fields a form names as secret too, and files', () => {
    expect(withoutSecrets({ amount: '5', proof: new Blob(['x']), note: 'hi' }, ['note'])).toEqual({
      amount: '5',
    });
  });

  it('offers a draft to its owner only, and forgets everyone else’s when one is read', () => {
    const guest = storageOwner(null);
    writeDraft('address-new', ADA, { phone: '+8801700000022' });
    writeDraft('contact', guest, { email: 'guest@example.test' });
    // A draft stored before drafts had owners (or by another tab's person) is never offered.
    sessionStorage.setItem('marketfront:draft:track-order', JSON.stringify({ code: 'YR-0000000001' }));

    expect(sessionText()).toContain('+8801700000022');
    expect(readDraft('address-new', guest)).toBeNull();
    expect(readDraft('contact', guest)).toEqual({ email: 'guest@example.test' });
    // Reading as the guest removed Ada's draft and the ownerless one from the tab.
    expect(sessionText()).not.toContain('+8801700000022');
    expect(sessionText()).not.toContain('YR-0000000001');
    expect(readDraft('address-new', ADA)).toBeNull();
  });

  it('gives each tab session’s guest an id of its own, and a new one once the person changes', () => {
    const first = storageOwner(null);
    expect(first).toMatch(/^guest:[0-9a-f-]{36}$/);
    expect(storageOwner(null)).toBe(first);
    expect(storageOwner(7)).toBe(ADA);
    writeDraft('contact', first, { email: 'guest@example.test' });

    forgetPersonalData();
    const next = storageOwner(null);
    expect(next).not.toBe(first);
    expect(readDraft('contact', next)).toBeNull();
  });

  it('ignores a draft someone edited into something else, and forgets it when cleared', () => {
    sessionStorage.setItem(`marketfront:draft:${ADA}:login`, '[1,2]');
    expect(readDraft('login', ADA)).toBeNull();
    sessionStorage.setItem(`marketfront:draft:${ADA}:login`, '{not json');
    expect(readDraft('login', ADA)).toBeNull();
    writeDraft('login', ADA, { email: 'a@b.test' });
    clearDraft('login', ADA);
    expect(readDraft('login', ADA)).toBeNull();
  });

  it('lays a draft over the defaults for known fields of the same type only', () => {
    const defaults = { email: '', remember: false, address: { city: '', zip: '' } };
    expect(
      mergeDraft(defaults, { email: 'a@b.test', remember: 'yes', extra: 1, address: { city: 'Paris' } }),
    ).toEqual({ email: 'a@b.test', remember: false, address: { city: 'Paris', zip: '' } });
    expect(mergeDraft(defaults, null)).toBe(defaults);
  });
});
