import { useCallback } from 'react';
import { safeFormat } from './product-pricing';
import { useStorefront } from '@/lib/session';

/** The storefront's price formatter, showing a dash instead of throwing for an amount it cannot show honestly. */
export function useFormatMoney(): (amount: number) => string {
  const { formatPrice } = useStorefront();
  return useCallback((amount: number) => safeFormat(formatPrice, amount) ?? '—', [formatPrice]);
}
