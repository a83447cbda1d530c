// PayPal's payment as complete-order receives it (backend-api §2.12): `amount` and `order` (the capture, JSON
// text), both marked `x-server-must-verify`.
import { roundHalfAway } from './money';

/**
 * PayPal's `amount` and `order` (the capture, JSON text): the backend trusts both; a safe server looks the capture up
 * at PayPal. The demo shop checks that it is a completed capture in USD of the orders' total (the default currency,
 * to the cent, as the payment page converts it back by the active rate) and that `amount` says the same.
 */
export function paypalPaymentMismatch(
  totalMinor: number,
  postedAmount: unknown,
  postedOrder: unknown,
): boolean {
  const cents = (value: unknown) => {
    const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof amount === 'number' && Number.isFinite(amount) ? roundHalfAway(amount * 100) : NaN;
  };
  let capture: unknown;
  try {
    capture = typeof postedOrder === 'string' ? JSON.parse(postedOrder) : postedOrder;
  } catch {
    return true;
  }
  if (typeof capture !== 'object' || capture === null) return true;
  const { status, purchase_units: units } = capture as { status?: unknown; purchase_units?: unknown };
  const paid = Array.isArray(units)
    ? (units[0] as { amount?: { currency_code?: unknown; value?: unknown } } | undefined)?.amount
    : undefined;
  return (
    status !== 'COMPLETED' ||
    paid?.currency_code !== 'USD' ||
    cents(paid.value) !== totalMinor ||
    cents(postedAmount) !== totalMinor
  );
}
