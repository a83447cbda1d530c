import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPendingAddresses,
  keepPendingAddress,
  PENDING_ADDRESS_CAP,
  PENDING_ADDRESS_TTL_MS,
  PENDING_ADDRESSES_STORAGE_KEY,
  pendingAddressFor,
  type NewAddress,
} from './address-book';

const address: NewAddress = {
  name: 'Guest Shopper',
  email: 'guest@example.com',
  phone_no: '+8801712345678',
  address: '12 Lake Road',
  country_id: 1,
  state_id: 2,
  city_id: 3,
  postal_code: '1207',
};

afterEach(() => localStorage.clear());

describe('the address waiting for a new account', () => {
  it('is found for its e-mail whatever the case, and for no other', () => {
    keepPendingAddress('Guest@Example.com', address);
    expect(pendingAddressFor('guest@example.com')).toEqual(address);
    expect(pendingAddressFor('other@example.com')).toBeNull();
  });

  it('expires, keeps only the newest few, and is forgotten on sign-out', () => {
    keepPendingAddress('old@example.com', address, localStorage, 0);
    expect(pendingAddressFor('old@example.com', localStorage, PENDING_ADDRESS_TTL_MS)).toBeNull();
    for (let n = 0; n <= PENDING_ADDRESS_CAP; n += 1) keepPendingAddress(`g${n}@example.com`, address);
    expect(pendingAddressFor('g0@example.com')).toBeNull();
    expect(pendingAddressFor(`g${PENDING_ADDRESS_CAP}@example.com`)).toEqual(address);
    forgetPendingAddresses();
    expect(localStorage.getItem(PENDING_ADDRESSES_STORAGE_KEY)).toBeNull();
  });

  it('reads an edited or broken entry as nothing', () => {
    localStorage.setItem(
      PENDING_ADDRESSES_STORAGE_KEY,
      '[{"email":"guest@example.com","at":1,"address":{}}]',
    );
    expect(pendingAddressFor('guest@example.com')).toBeNull();
    localStorage.setItem(PENDING_ADDRESSES_STORAGE_KEY, '{not json');
    expect(pendingAddressFor('guest@example.com')).toBeNull();
  });
});
