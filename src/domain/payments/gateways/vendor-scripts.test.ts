import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  googlePayMerchant,
  googlePayRequest,
  kkiapayAmount,
  kkiapaySource,
  midtransSource,
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

describe('KkiaPay, Midtrans and Google Pay (backend-api §2.12)', () => {
  it('KkiaPay charges whole francs: the total × the XOF rate, rounded', () => {
    expect(kkiapayAmount(12.5, 603.5)).toBe(7544);
    expect(kkiapayAmount(100, 1)).toBe(100);
    expect(kkiapaySource({ demoShop: false })).toBe('https://cdn.kkiapay.me/k.js');
    expect(kkiapaySource({ demoShop: true })).toBe('/__demo-shop/vendor/kkiapay-widget.js');
  });

  it('Midtrans’s Snap comes from its sandbox for a sandbox client key, else production', () => {
    expect(midtransSource({ clientKey: 'SB-Mid-client-1', demoShop: false })).toBe(
      'https://app.sandbox.midtrans.com/snap/snap.js',
    );
    expect(midtransSource({ clientKey: 'Mid-client-1', demoShop: false })).toBe(
      'https://app.midtrans.com/snap/snap.js',
    );
    expect(midtransSource({ clientKey: 'Mid-client-1', demoShop: true })).toBe(
      '/__demo-shop/vendor/midtrans-snap.js',
    );
  });

  it('Google Pay asks for a card tokenised for the shop’s gateway, in the active currency', () => {
    expect(googlePayMerchant({ google_pay_gateway: 'stripe' })).toBeNull();
    const merchant = googlePayMerchant({
      system_name: 'Marketfront',
      google_pay_merchant_name: ' ',
      google_pay_merchant_id: '',
      google_pay_gateway: 'stripe',
      google_pay_gateway_merchant_id: 'acct_1',
    });
    expect(merchant).toEqual({
      merchantName: 'Marketfront',
      merchantId: '',
      gateway: 'stripe',
      gatewayMerchantId: 'acct_1',
    });
    const request = googlePayRequest({
      merchant: merchant!,
      amount: '46.00',
      currency: 'EUR',
      demoShop: false,
    });
    expect(request.merchantInfo).toEqual({ merchantName: 'Marketfront' });
    expect(request.transactionInfo).toEqual({
      totalPriceStatus: 'FINAL',
      totalPrice: '46.00',
      currencyCode: 'EUR',
    });
    expect(request.allowedPaymentMethods[0]!.tokenizationSpecification).toEqual({
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'stripe', gatewayMerchantId: 'acct_1' },
    });
  });
});
