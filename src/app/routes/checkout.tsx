import { AddressForm } from '@/features/addresses';
import { SummaryTotals } from '@/features/cart';
import { CheckoutScreen } from '@/features/checkout';

/** /checkout — composes the shared address form and the cart's totals into the checkout. */
export function Component() {
  return (
    <CheckoutScreen
      AddressForm={AddressForm}
      renderSummary={(summary, shippingNote) => (
        <SummaryTotals summary={summary} shippingNote={shippingNote} />
      )}
    />
  );
}
