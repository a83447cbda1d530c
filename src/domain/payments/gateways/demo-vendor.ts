// The built-in demo shop's simulated payment vendor, for the gateway pages the app itself plays on the demo shop
// (`SimulatedGateway`): approving there is the vendor taking the payment, and its reference is what the shop is
// told, as a real gateway's return carries its transaction. A top-up without a reference the vendor issued for
// its amount is refused (the demo shop verifies it like a safe server: backend-api §2.14, x-server-must-verify).
import { ContractError, httpClient } from '@/lib/http';
import { DEMO_VENDOR_PAYMENTS_PATH } from './vendor-script.ts';

export interface DemoVendorCharge {
  /** The gateway's `payment_type`. */
  gateway: string;
  /** What the vendor charges: its currency's code and amount (major units). */
  currency: string;
  amount: number;
}

/** Only on the demo shop: the simulated vendor takes `charge`; resolves to the payment's reference. */
export async function takeDemoVendorPayment(charge: DemoVendorCharge): Promise<string> {
  const answer = await httpClient<{ reference?: unknown }>(`/${DEMO_VENDOR_PAYMENTS_PATH}`, {
    method: 'POST',
    body: JSON.stringify(charge),
    operation: 'demoVendorPayment',
  });
  if (typeof answer?.reference !== 'string' || answer.reference === '')
    throw new ContractError('demoVendorPayment', ['reference: expected the payment reference']);
  return answer.reference;
}
