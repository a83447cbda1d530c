// The payment summary's lines (backend-api §5.5): tax is one line among the others, except for order-based tax
// charged after the total, which shows a total without tax, the tax and the grand total.
import { describe, expect, it } from 'vitest';
import type { Order } from '@/api-generated/model';
import { screen, within } from '@testing-library/react';
import { order } from '../../../../tests/helpers/order-fixtures';
import { renderRoute } from '../../../../tests/helpers/render';
import { PaymentSummary } from './PaymentSummary';

/** Each line of the summary as the shopper reads it: term and amount. */
function summaryLines(): [string, string][] {
  return within(screen.getByRole('region', { name: 'Order summary' }))
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

// Subtotal 60, discount 6, shipping 5, tax 4.95 (9 % of 55 after discount and shipping): 63.95 to pay.
const taxed = (taxMethod: Order['tax_method']) =>
  order({ total_tax: 4.95, total_amount: 54, total_payable: 63.95, tax_method: taxMethod });

describe('PaymentSummary', () => {
  it('after-tax, order-based: the total without tax, the tax, then the grand total', () => {
    renderRoute(<PaymentSummary orders={[taxed({ vat_tax_type: 'order_base', tax_type: 'after_tax' })]} />);
    expect(summaryLines()).toEqual([
      ['Subtotal', '$60.00'],
      ['Discount', '−$6.00'],
      ['Shipping', '$5.00'],
      ['Total (without tax)', '$59.00'],
      ['Tax', '$4.95'],
      ['Grand Total', '$63.95'],
    ]);
  });

  it('before-tax or product-based: tax is a line before shipping, then one total', () => {
    for (const taxMethod of [
      { vat_tax_type: 'order_base', tax_type: 'before_tax' },
      { vat_tax_type: 'product_base', tax_type: 'after_tax' },
      null,
    ] as const) {
      const { unmount } = renderRoute(<PaymentSummary orders={[taxed(taxMethod)]} />);
      expect(summaryLines()).toEqual([
        ['Subtotal', '$60.00'],
        ['Discount', '−$6.00'],
        ['Tax', '$4.95'],
        ['Shipping', '$5.00'],
        ['Total', '$63.95'],
      ]);
      unmount();
    }
  });
});
