import { afterEach, describe, expect, it } from 'vitest';
import type { StartDataOutput } from '@/api-generated/model';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GATEWAYS,
  gatewayByType,
  HAND_OFF_LIFETIME_MS,
  jazzCashForm,
  JAZZ_CASH_HOSTS,
  offeredGateways,
  orderPaymentLink,
  recallGatewayHandOff,
  walletTopUpLink,
  rememberGatewayHandOff,
  type GatewayType,
} from './index.ts';
import { JAZZ_CASH_CSP } from '../../../../scripts/csp';

type Settings = StartDataOutput['settings_data'];

const REDIRECT_FLAGS = {
  stripe: 'is_stripe_activated',
  ssl_commerze: 'is_sslcommerz_activated',
  paytm: 'is_paytm_activated',
  mollie: 'is_mollie_activated',
  mercadopago: 'is_mercado_pago_activated',
  telr: 'is_telr_activated',
  bkash: 'is_bkash_activated',
  nagad: 'is_nagad_activated',
  amarpay: 'is_amarpay_activated',
  skrill: 'is_skrill_activated',
} as const;

const shop = { baseUrl: 'https://shop.example', appPath: '' };
const link = (type: GatewayType, code: string | null, meta = shop) =>
  orderPaymentLink(gatewayByType(type)!.orderLink!, { trxId: 'TRX-81', code }, meta);

describe('redirect gateway links (backend-api §2.12)', () => {
  it('is the backend page with the query its route reads, for the orders just confirmed and for an order code', () => {
    expect(
      Object.fromEntries(
        Object.keys(REDIRECT_FLAGS).map((type) => [type, link(type as GatewayType, 'YR-7')]),
      ),
    ).toEqual({
      stripe: 'https://shop.example/stripe/redirect?trx_id=TRX-81&code=YR-7',
      ssl_commerze: 'https://shop.example/get/ssl-response?payment_type=ssl_commerze&code=YR-7&trx_id=TRX-81',
      paytm: 'https://shop.example/user/payment/paytmRedirect?trx_id=TRX-81&code=YR-7&payment_type=paytm',
      mollie: 'https://shop.example/mollie/payment?code=YR-7&trx_id=TRX-81',
      mercadopago: 'https://shop.example/mercadopago/redirect?code=YR-7&trx_id=TRX-81',
      telr: 'https://shop.example/telr/redirect?code=YR-7&trx_id=TRX-81',
      bkash: 'https://shop.example/bkash/redirect?code=YR-7&trx_id=TRX-81',
      nagad: 'https://shop.example/nagad/redirect?code=YR-7&trx_id=TRX-81',
      amarpay: 'https://shop.example/amarpay/redirect?code=YR-7&trx_id=TRX-81',
      skrill: 'https://shop.example/skrill/redirect?code=YR-7&trx_id=TRX-81',
    });
    // Without an order code the route reads none (an empty `code` would name no order).
    expect(link('ssl_commerze', null)).toBe(
      'https://shop.example/get/ssl-response?payment_type=ssl_commerze&trx_id=TRX-81',
    );
    expect(link('paytm', null)).toBe(
      'https://shop.example/user/payment/paytmRedirect?trx_id=TRX-81&payment_type=paytm',
    );
    expect(link('stripe', null)).toBe('https://shop.example/stripe/redirect?trx_id=TRX-81');
  });

  it('stays below the base address of a shop installed in a folder, and encodes what it carries', () => {
    expect(link('bkash', 'YR 1&x=2', { baseUrl: 'https://host.example/shop', appPath: '' })).toBe(
      'https://host.example/shop/bkash/redirect?code=YR+1%26x%3D2&trx_id=TRX-81',
    );
  });

  it('has a link exactly for the redirect gateways', () => {
    expect(GATEWAYS.filter((g) => g.orderLink !== null).map((g) => g.type)).toEqual(
      Object.keys(REDIRECT_FLAGS),
    );
  });
});

describe('wallet top-up links (backend-api §2.14)', () => {
  it('is each gateway’s wallet page with the amount as typed in the active currency', () => {
    const links = Object.fromEntries(
      GATEWAYS.filter((g) => g.walletLink !== null).map((g) => [
        g.type,
        walletTopUpLink(g.walletLink!, 12.5, shop),
      ]),
    );
    expect(links).toEqual({
      stripe: 'https://shop.example/stripe/redirect?amount=12.5&type=wallet',
      ssl_commerze: 'https://shop.example/get/ssl-response?amount=12.5&type=wallet',
      paytm: 'https://shop.example/user/payment/paytmRedirect?amount=12.5&type=wallet',
      mollie: 'https://shop.example/mollie/recharge-payment/?amount=12.5',
      mercadopago: 'https://shop.example/mercadopago/redirect/wallet?amount=12.5',
      telr: 'https://shop.example/telr/redirect/wallet?amount=12.5',
      bkash: 'https://shop.example/bkash/redirect?amount=12.5&type=wallet',
      nagad: 'https://shop.example/nagad/redirect/wallet?amount=12.5',
      amarpay: 'https://shop.example/amarpay/redirect?amount=12.5&type=wallet&payment_type=amarpay',
      skrill: 'https://shop.example/skrill/redirect?amount=12.5&type=wallet&payment_type=skrill',
      iyzico: 'https://shop.example/iyzico/redirect/wallet?amount=12.5',
    });
  });
});

describe('offeredGateways', () => {
  const offered = (settings: Partial<Record<keyof Settings, unknown>>, codes = ['USD']) =>
    offeredGateways({
      settings: settings as Settings,
      currencies: codes.map((code) => ({ code })),
    }).map((gateway) => gateway.type);

  it('offers each redirect gateway exactly when its flag is on', () => {
    for (const [type, flag] of Object.entries(REDIRECT_FLAGS)) {
      expect(offered({ [flag]: 1 }, ['USD', 'EUR']), flag).toEqual([type]);
      expect(offered({ [flag]: 0 }, ['USD', 'EUR']), flag).toEqual([]);
    }
    expect(offered({ is_iyzico_activated: 1 })).toEqual(['iyzico']);
    expect(offered({ is_stripe_activated: '1', is_telr_activated: true, is_skrill_activated: '0' })).toEqual([
      'stripe',
      'telr',
    ]);
  });

  it('offers PayPal only with its client id (`paypal_key`)', () => {
    expect(offered({ is_paypal_activated: 1 })).toEqual([]);
    expect(offered({ is_paypal_activated: 1, paypal_key: ' ' })).toEqual([]);
    expect(offered({ is_paypal_activated: 0, paypal_key: 'client-1' })).toEqual([]);
    expect(offered({ is_paypal_activated: '1', paypal_key: 'client-1' })).toEqual(['paypal']);
  });

  it('offers each script gateway only with the key its script needs', () => {
    const KEYS = [
      ['razor_pay', 'is_razorpay_activated', 'razor_key'],
      ['paystack', 'is_paystack_activated', 'paystack_pk'],
      ['flutter_wave', 'is_flutterwave_activated', 'flw_public_key'],
      ['mid_trans', 'is_mid_trans_activated', 'mid_trans_client_id'],
      ['google_pay', 'is_google_pay_activated', 'google_pay_gateway'],
      ['kkiapay', 'is_kkiapay_activated', 'kkiapay_public_key'],
    ] as const;
    for (const [type, flag, key] of KEYS) {
      expect(offered({ [flag]: 1 }), flag).toEqual([]);
      expect(offered({ [flag]: 0, [key]: 'k-1' }), flag).toEqual([]);
      expect(offered({ [flag]: 1, [key]: 'k-1' }), flag).toEqual([type]);
    }
  });

  it('lists every payment_type of the contract that is a gateway, once', () => {
    // The contract's PaymentType, read from its source (the bundle is generated, not committed).
    const source = readFileSync(
      join(import.meta.dirname, '../../../../openapi/components/schemas/payment.yaml'),
      'utf8',
    );
    const block = /^PaymentType:\n([\s\S]*?)^\S/m.exec(source)?.[1] ?? '';
    const NOT_GATEWAYS = ['pay_later', 'cash_on_delivery', 'offline_method', 'wallet'];
    const types = [...block.matchAll(/const: ([a-z_]+)/g)]
      .map(([, type]) => type!)
      .filter((type) => !NOT_GATEWAYS.includes(type));
    expect(types).toHaveLength(19);
    expect(GATEWAYS.map((gateway) => gateway.type).sort()).toEqual(types.sort());
  });

  it('offers Mollie only when the shop has a EUR currency', () => {
    expect(offered({ is_mollie_activated: 1 }, ['USD', 'BDT'])).toEqual([]);
    expect(offered({ is_mollie_activated: 1 }, ['USD', 'eur'])).toEqual(['mollie']);
  });
});

describe('the gateway hand-off', () => {
  afterEach(() => sessionStorage.clear());

  it('is recalled in this tab for a while, then forgotten', () => {
    rememberGatewayHandOff({ purpose: 'order', gateway: 'paytm', trxId: 'TRX-81', code: null }, 1_000);
    expect(recallGatewayHandOff('order', 2_000)).toEqual({
      purpose: 'order',
      gateway: 'paytm',
      trxId: 'TRX-81',
      code: null,
      at: 1_000,
    });
    expect(recallGatewayHandOff('wallet', 2_000)).toBeNull();
    expect(recallGatewayHandOff('order', 1_000 + HAND_OFF_LIFETIME_MS)).toBeNull();
  });
});

describe('jazzCashForm', () => {
  it('is the backend’s address and signed fields, or nothing when JazzCash is off or the address is not a web one', () => {
    expect(
      jazzCashForm('https://payments.jazzcash.com.pk/form', { pp_Amount: 500, pp_BillReference: null }),
    ).toEqual({
      action: 'https://payments.jazzcash.com.pk/form',
      fields: [
        ['pp_Amount', '500'],
        ['pp_BillReference', ''],
      ],
    });
    expect(jazzCashForm(null, [])).toBeNull();
    expect(jazzCashForm('https://payments.jazzcash.com.pk/form', [])).toBeNull();
    expect(jazzCashForm('javascript:alert(1)', { pp_Amount: 500 })).toBeNull();
    expect(jazzCashForm('/relative/form', { pp_Amount: 500 })).toBeNull();
  });

  it('posts the signed fields only to JazzCash’s own hosts over https (the CSP addition’s list)', () => {
    const fields = { pp_Amount: 500, pp_SecureHash: 'ab12' };
    const production = (url: string) => jazzCashForm(url, fields, false);
    expect(production('https://sandbox.jazzcash.com.pk/CustomerPortal/merchantform/')).not.toBeNull();
    expect(production('https://payments.jazzcash.com.pk/CustomerPortal/merchantform/')).not.toBeNull();
    for (const elsewhere of [
      'http://payments.jazzcash.com.pk/CustomerPortal/merchantform/',
      'https://payments.jazzcash.com.pk.evil.example/form',
      'https://evil.example/?to=payments.jazzcash.com.pk',
      'https://jazzcash.com.pk/form',
      `${location.origin}/__gateway/jazzcash/merchantform`,
    ])
      expect(production(elsewhere), elsewhere).toBeNull();
    expect(JAZZ_CASH_HOSTS).toEqual(JAZZ_CASH_CSP['form-action']);
  });

  it('takes the demo server’s stand-in form only in a build for the demo shop', () => {
    const standIn = `${location.origin}/__gateway/jazzcash/merchantform`;
    expect(jazzCashForm(standIn, { pp_Amount: 500 }, true)?.action).toBe(standIn);
    expect(
      jazzCashForm('https://evil.example/__gateway/jazzcash/merchantform', { pp_Amount: 500 }, true),
    ).toBeNull();
    expect(jazzCashForm(`${location.origin}/other/form`, { pp_Amount: 500 }, true)).toBeNull();
  });
});
