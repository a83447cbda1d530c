// A payment a vendor took that the shop has not confirmed (issue 35 §5): kept under its owner in sessionStorage,
// offered to no one else, forgotten with the rest of the personal data on sign-in and sign-out.
import { beforeEach, describe, expect, it } from 'vitest';
import { draftStorageKey, forgetPersonalData } from '@/lib/storage';
import {
  forgetTakenPayment,
  recallTakenPayment,
  recallTakenPaymentOf,
  rememberTakenPayment,
} from './taken-payments';

const paypal = { purpose: 'order' as const, gateway: 'paypal', subject: 'trx-1' };

beforeEach(() => sessionStorage.clear());

describe('taken payments', () => {
  it('keeps the vendor result for its owner and subject until it is forgotten', () => {
    rememberTakenPayment('user-7', paypal, { order: '{"id":"DEMO1"}', amount: 50 }, 1000);
    expect(recallTakenPaymentOf('user-7', paypal)).toEqual({
      ...paypal,
      result: { order: '{"id":"DEMO1"}', amount: 50 },
      at: 1000,
    });
    // Another gateway, or another order, is not this payment.
    expect(recallTakenPaymentOf('user-7', { ...paypal, gateway: 'razor_pay' })).toBeNull();
    expect(recallTakenPaymentOf('user-7', { ...paypal, subject: 'trx-2' })).toBeNull();
    forgetTakenPayment('user-7', 'order');
    expect(recallTakenPayment('user-7', 'order')).toBeNull();
  });

  it('is never offered to another owner, and is forgotten on sign-out', () => {
    rememberTakenPayment('user-7', paypal, { transaction_id: 'DEMO1' });
    expect(recallTakenPayment('guest-x', 'order')).toBeNull();
    expect(recallTakenPayment('user-7', 'order')).toBeNull(); // reading as another owner dropped it

    rememberTakenPayment('user-7', paypal, { transaction_id: 'DEMO2' });
    forgetPersonalData();
    expect(recallTakenPayment('user-7', 'order')).toBeNull();
  });

  it('keeps no charge credential (a Google Pay token) and reads back only a well-formed record', () => {
    rememberTakenPayment('user-7', { ...paypal, gateway: 'google_pay' }, { token: '{"id":"x"}' });
    expect(recallTakenPayment('user-7', 'order')).toBeNull();

    sessionStorage.setItem(
      draftStorageKey('user-7', 'taken-payment:order'),
      JSON.stringify({ ...paypal, gateway: 'Not A Gateway', result: {}, at: 1 }),
    );
    expect(recallTakenPayment('user-7', 'order')).toBeNull();
    sessionStorage.setItem(draftStorageKey('user-7', 'taken-payment:order'), '{not json');
    expect(recallTakenPayment('user-7', 'order')).toBeNull();
  });
});
