import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPersonalData, storageOwner } from '@/lib/storage';
import { hasOrderProof, rememberOrderProof } from './order-proof';

beforeEach(() => sessionStorage.clear());

describe('order proofs (sessionStorage, under the tab’s owner)', () => {
  it('opens the orders its owner proved, and no other', () => {
    const guest = storageOwner(null);
    rememberOrderProof(guest, 'YR-1000000001');
    expect(hasOrderProof(guest, 'YR-1000000001')).toBe(true);
    expect(hasOrderProof(guest, 'YR-1000000002')).toBe(false);
  });

  it('is never read by another owner, and is forgotten when the person behind the session changes', () => {
    const guest = storageOwner(null);
    rememberOrderProof(guest, 'YR-1000000001');
    expect(hasOrderProof('user:22', 'YR-1000000001')).toBe(false);

    rememberOrderProof(guest, 'YR-1000000001');
    forgetPersonalData(); // a sign-in, a sign-out, a session that ended
    const next = storageOwner(null);
    expect(next).not.toBe(guest);
    expect(hasOrderProof(next, 'YR-1000000001')).toBe(false);
    expect(Object.keys(sessionStorage).filter((key) => key.includes('order-proof'))).toEqual([]);
  });

  it('keeps the latest twenty, and ignores what is not an order code or not a list', () => {
    const guest = storageOwner(null);
    for (let n = 1; n <= 25; n += 1) rememberOrderProof(guest, `YR-${String(1_000_000_000 + n)}`);
    expect(hasOrderProof(guest, 'YR-1000000005')).toBe(false);
    expect(hasOrderProof(guest, 'YR-1000000006')).toBe(true);
    expect(hasOrderProof(guest, 'YR-1000000025')).toBe(true);

    rememberOrderProof(guest, '../etc');
    expect(hasOrderProof(guest, '../etc')).toBe(false);
    const key = Object.keys(sessionStorage).find((name) => name.includes('order-proof'))!;
    sessionStorage.setItem(key, '{"YR-1000000025":true}');
    expect(hasOrderProof(guest, 'YR-1000000025')).toBe(false);
  });
});
