import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('opens a storefront path as it is, wherever the backend hosted the link', () => {
    expect(notificationTarget('/get-invoice/YR-1000241355')).toBe('/get-invoice/YR-1000241355');
    expect(notificationTarget('https://shop.example/my-wallet')).toBe('/my-wallet');
    expect(notificationTarget('/user/gift-voucher')).toBe('/user/gift-voucher');
  });

  it('opens the order a non-storefront link names by its last segment', () => {
    expect(notificationTarget('https://shop.example/seller/orders/YR-77')).toBe('/get-invoice/YR-77');
  });

  it('has nowhere to go without a usable link', () => {
    expect(notificationTarget(null)).toBeNull();
    expect(notificationTarget('  ')).toBeNull();
    expect(notificationTarget('https://shop.example/')).toBeNull();
  });
});
