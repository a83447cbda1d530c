import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadPayPal,
  paypalAmount,
  paypalSdkSource,
  razorpayAmount,
  razorpaySource,
  type PayPalSdk,
} from './index.ts';

describe('paypalAmount (backend-api §2.12, §5.1)', () => {
  it('is the total the shopper sees converted back by the active rate: USD with 2 decimals', () => {
    expect(paypalAmount(125, 1)).toBe('125.00');
    // Shown as 112.5 EUR at 0.9, divided by 0.9 again: the default-currency total.
    expect(paypalAmount(125, 0.9)).toBe('125.00');
    expect(paypalAmount(19.995, 84.37)).toBe('20.00');
    expect(paypalAmount(1234.5, 110)).toBe('1234.50');
  });
});

describe('razorpayAmount and razorpaySource (backend-api §2.12)', () => {
  it('is the total × 100 × the INR rate, in whole paise', () => {
    expect(razorpayAmount(12.5, 83.25)).toBe(104063);
    expect(razorpayAmount(100, 1)).toBe(10000);
  });

  it('is Razorpay’s checkout, or the demo shop’s stand-in on this origin', () => {
    expect(razorpaySource({ demoShop: false })).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(razorpaySource({ demoShop: true })).toBe('/__demo-shop/vendor/razorpay-checkout.js');
  });
});

describe('paypalSdkSource', () => {
  it('is PayPal’s SDK for the shop’s client id in USD, or the demo shop’s stand-in on this origin', () => {
    expect(paypalSdkSource('client 1', { demoShop: false })).toBe(
      'https://www.paypal.com/sdk/js?client-id=client+1&currency=USD',
    );
    expect(paypalSdkSource('demo-id', { demoShop: true })).toBe(
      '/__demo-shop/vendor/paypal-sdk.js?client-id=demo-id&currency=USD',
    );
  });
});

describe('loadPayPal', () => {
  afterEach(() => {
    delete window.paypal;
    document.head.querySelectorAll('script[src*="paypal"]').forEach((script) => script.remove());
  });

  const added = () => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      scripts.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
    });
    return scripts;
  };
  const sdk: PayPalSdk = { Buttons: () => ({ render: () => Promise.resolve() }) };

  it('adds the script once per page, however many ask, and answers the SDK it defines', async () => {
    const scripts = added();
    const source = 'https://www.paypal.com/sdk/js?client-id=a&currency=USD';
    const first = loadPayPal(source);
    const second = loadPayPal(source);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(source);
    window.paypal = sdk;
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(sdk);
    await expect(second).resolves.toBe(sdk);
    await expect(loadPayPal(source)).resolves.toBe(sdk);
    expect(scripts).toHaveLength(1);
  });

  it('loads a script again only when the global it defined has gone', async () => {
    const scripts = added();
    const source = 'https://www.paypal.com/sdk/js?client-id=c&currency=USD';
    const first = loadPayPal(source);
    window.paypal = sdk;
    scripts[0]!.dispatchEvent(new Event('load'));
    await first;
    delete window.paypal;
    void loadPayPal(source);
    expect(scripts).toHaveLength(2);
  });

  it('fails when the script does not load, and a retry adds it afresh', async () => {
    const scripts = added();
    const source = 'https://www.paypal.com/sdk/js?client-id=b&currency=USD';
    const first = loadPayPal(source);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');

    const retry = loadPayPal(source);
    expect(scripts).toHaveLength(2);
    scripts[1]!.dispatchEvent(new Event('load')); // loaded, but nothing usable on `window.paypal`
    await expect(retry).rejects.toThrow('loaded without its API');
  });
});
