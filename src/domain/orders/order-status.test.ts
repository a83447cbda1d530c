import { describe, expect, it } from 'vitest';
import { deliveryStatusKey, paymentStatusKey, statusKeyword } from './order-status';

describe('order status words', () => {
  it('names every delivery and payment status with the keyword the order screens use', () => {
    expect(deliveryStatusKey('confirm')).toBe('Confirmed');
    expect(deliveryStatusKey('on_the_way')).toBe('On The Way');
    expect(paymentStatusKey('refunded_to_wallet')).toBe('Refunded to Wallet');
  });

  it('reads an order status the same way wherever it comes from', () => {
    expect(statusKeyword('confirm')).toBe(deliveryStatusKey('confirm'));
    expect(statusKeyword('refunded_to_wallet')).toBe(paymentStatusKey('refunded_to_wallet'));
  });

  it('spells other snake_case values as title-case keywords', () => {
    expect(statusKeyword('reward_point_convert')).toBe('Reward Point Convert');
    expect(statusKeyword('approved')).toBe('Approved');
  });
});
