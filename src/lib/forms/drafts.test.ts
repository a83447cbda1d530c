import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, mergeDraft, readDraft, withoutSecrets, writeDraft } from './drafts.ts';

afterEach(() => sessionStorage.clear());

describe('form drafts', () => {
  it('keeps what was typed in sessionStorage, never passwords or one-time codes', () => {
    writeDraft('register', {
      first_name: 'Ada',
      email: 'ada@example.test',
      password: 'hunter22',
      password_confirmation: 'hunter22',
      otp: '12345',
      address: { city: 'Dhaka', card_number: '4242' },
    });
    expect(readDraft('register')).toEqual({
      first_name: 'Ada',
      email: 'ada@example.test',
      address: { city: 'Dhaka' },
    });
    expect(sessionStorage.getItem('marketfront:draft:register')).not.toContain('hunter22');
    expect(localStorage.length).toBe(0);
  });

  it('drops the fields a form names as secret too, and files', () => {
    expect(withoutSecrets({ amount: '5', proof: new Blob(['x']), note: 'hi' }, ['note'])).toEqual({
      amount: '5',
    });
  });

  it('ignores a draft someone edited into something else, and forgets it when cleared', () => {
    sessionStorage.setItem('marketfront:draft:login', '[1,2]');
    expect(readDraft('login')).toBeNull();
    sessionStorage.setItem('marketfront:draft:login', '{not json');
    expect(readDraft('login')).toBeNull();
    writeDraft('login', { email: 'a@b.test' });
    clearDraft('login');
    expect(readDraft('login')).toBeNull();
  });

  it('lays a draft over the defaults for known fields of the same type only', () => {
    const defaults = { email: '', remember: false, address: { city: '', zip: '' } };
    expect(
      mergeDraft(defaults, { email: 'a@b.test', remember: 'yes', extra: 1, address: { city: 'Paris' } }),
    ).toEqual({ email: 'a@b.test', remember: false, address: { city: 'Paris', zip: '' } });
    expect(mergeDraft(defaults, null)).toBe(defaults);
  });
});
