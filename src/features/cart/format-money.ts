import { useCallback } from 'react';
import { MoneyFormatError } from '@/lib/money';
import { useStorefront } from '@/lib/storefront';

/** The storefront's price formatter, showing a dash instead of throwing for an amount it cannot show honestly. */
export function useFormatMoney(): (amount: number) => string {
  const { formatPrice } = useStorefront();
  return useCallback(
    (amount: number) => {
      try {
        return formatPrice(amount);
      } catch (error) {
        if (error instanceof MoneyFormatError) return '—';
        throw error;
      }
    },
    [formatPrice],
  );
}
