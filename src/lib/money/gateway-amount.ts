// Amounts handed to a payment gateway's script (backend-api §5.1): plain decimal text or whole minor units, in the
// gateway's currency, rounded half-up like every price the shop shows.
import { MoneyFormatError } from './money-error.ts';
import { toMinorUnits } from './price-format.ts';

const checked = (amount: number, rate: number): number => {
  if (!Number.isFinite(amount) || amount < 0)
    throw new MoneyFormatError(`amount must be a finite, non-negative number, got ${String(amount)}`);
  if (!Number.isFinite(rate) || rate <= 0)
    throw new MoneyFormatError(`exchange_rate must be a positive number, got ${String(rate)}`);
  return amount * rate;
};

/**
 * `amountInDefaultCurrency × rate` as gateways want it in a form field: `1234.5` → `"1234.50"` (no grouping, a dot,
 * `decimals` digits). Throws MoneyFormatError.
 */
export function gatewayAmount(amountInDefaultCurrency: number, rate: number, decimals = 2): string {
  const minor = toMinorUnits(checked(amountInDefaultCurrency, rate), decimals);
  const digits = String(minor).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** `amountInDefaultCurrency × rate` in the currency's hundredths (Razorpay's paise): an integer. */
export const gatewayMinorUnits = (amountInDefaultCurrency: number, rate: number): number =>
  toMinorUnits(checked(amountInDefaultCurrency, rate), 2);
