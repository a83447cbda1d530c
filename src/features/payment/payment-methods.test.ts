// Which methods the payment page offers when the owner switched modules off (backend-api §2.12, issue 34 §2), and
// what it says when none is left.
import { describe, expect, it } from 'vitest';
import { NO_PAYMENT_METHOD_SETTINGS } from '@mocks/scenarios';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { availableMethods, walletShortfall, whyNoMethod, type PaymentContext } from './payment-methods';

const offlineMethod = { id: 1, name: 'Bank transfer', instructions: null };
const everyModule = { wallet: true, payLater: true, offlinePayment: true };

/** A signed-in shopper with 500 in the wallet paying 100 in a shop without gateways. */
function context(overrides: Partial<PaymentContext> = {}): PaymentContext {
  const start = startDataFixture({ settings_data: NO_PAYMENT_METHOD_SETTINGS });
  return {
    settings: start.settings_data,
    currencies: start.currencies,
    modules: everyModule,
    user: { ...signedInUser, balance: 500 },
    total: 100,
    checkCod: false,
    code: null,
    offlineMethods: [offlineMethod],
    jazzCash: null,
    activeRate: 1,
    currencyCode: 'USD',
    trxId: 'TRX-1',
    indianCurrency: null,
    xof: null,
    midTransToken: null,
    payer: null,
    demoShop: false,
    ...overrides,
  };
}

const kinds = (c: PaymentContext) => availableMethods(c).map((method) => method.value);

describe('availableMethods', () => {
  it('offers cash on delivery, the wallet, pay later and each offline method when all are on', () => {
    expect(kinds(context())).toEqual(['cash_on_delivery', 'wallet', 'pay_later', 'offline:1']);
  });

  it('offers no wallet and no top-up hint when the wallet is switched off', () => {
    const off = context({ modules: { ...everyModule, wallet: false } });
    expect(kinds(off)).not.toContain('wallet');
    expect(walletShortfall({ ...off, user: { ...signedInUser, balance: 5 } })).toBeNull();
    expect(walletShortfall(context({ user: { ...signedInUser, balance: 5 } }))).toBe(5);
  });

  it('offers pay later only with the payLater module, offline methods only with offlinePayment', () => {
    expect(kinds(context({ modules: { ...everyModule, payLater: false } }))).not.toContain('pay_later');
    expect(kinds(context({ modules: { ...everyModule, offlinePayment: false } }))).not.toContain('offline:1');
  });

  it('leaves nothing for an existing order in a shop without gateways whose wallet cannot pay it', () => {
    expect(kinds(context({ code: 'YR-0000012345', user: { ...signedInUser, balance: 5 } }))).toEqual([]);
    expect(kinds(context({ code: 'YR-0000012345', modules: { ...everyModule, wallet: false } }))).toEqual([]);
  });
});

describe('whyNoMethod', () => {
  it('names the existing order, a product without cash on delivery, or nothing in particular', () => {
    expect(whyNoMethod({ code: 'YR-0000012345', checkCod: true, total: 100 })).toBe('existing-order');
    expect(whyNoMethod({ code: null, checkCod: true, total: 100 })).toBe('no-cash-on-delivery');
    expect(whyNoMethod({ code: null, checkCod: false, total: 100 })).toBe('none');
  });
});
