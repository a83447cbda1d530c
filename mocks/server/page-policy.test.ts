import { describe, expect, it } from 'vitest';
import * as csp from '../../scripts/csp';
import { pagePolicy, PAYMENT_METHOD_CSP } from './page-policy';

const { CONTENT_SECURITY_POLICY, CSP_DIRECTIVES, cspWith, serializeCsp } = csp;
const USD = [{ code: 'USD' }];

describe('the policy the demo server sends with a page', () => {
  it('is the base policy when no method paid through a vendor’s script or form is on', () => {
    expect(pagePolicy({ is_stripe_activated: 1, is_bkash_activated: 1 }, USD)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('adds PayPal’s hosts when the settings switch PayPal on with its client id, and only then', () => {
    expect(pagePolicy({ is_paypal_activated: 1, paypal_key: 'client-id' }, USD)).toBe(
      serializeCsp(cspWith(CSP_DIRECTIVES, csp.PAYPAL_CSP)),
    );
    expect(pagePolicy({ is_paypal_activated: 1, paypal_key: '' }, USD)).toBe(CONTENT_SECURITY_POLICY);
    expect(pagePolicy({ is_paypal_activated: 0, paypal_key: 'client-id' }, USD)).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it('reads the Blade view’s "1", and adds each method that is on', () => {
    const policy = pagePolicy(
      { is_paypal_activated: '1', paypal_key: 'client-id', is_jazz_cash_activated: '1' },
      USD,
    );
    expect(policy).toBe(serializeCsp(cspWith(CSP_DIRECTIVES, csp.PAYPAL_CSP, csp.JAZZ_CASH_CSP)));
    expect(policy).toContain(
      "form-action 'self' https://sandbox.jazzcash.com.pk https://payments.jazzcash.com.pk;",
    );
  });

  it('knows every payment method’s additions that scripts/csp.ts lists', () => {
    const paymentMethods = Object.entries(csp).filter(
      ([name]) => name.endsWith('_CSP') && name !== 'RECAPTCHA_CSP',
    );
    expect(paymentMethods.length).toBeGreaterThan(0);
    for (const [name, addition] of paymentMethods)
      expect(Object.values(PAYMENT_METHOD_CSP), name).toContain(addition);
  });
});
