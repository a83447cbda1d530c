import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Divider } from '@/design-system/components/Divider';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { useFormatMoney } from '@/domain/prices';
import type { CartSummary } from '@/domain/cart';
import { SummaryRow } from './SummaryRow';

/**
 * Subtotal, discounts, tax, shipping (unless it depends on the delivery city), then the total. Without a shipping
 * amount it says shipping comes at checkout, or what the caller says instead (`shippingNote`: the checkout, where
 * the city's cost is being asked for or could not be).
 */
export function SummaryTotals({ summary, shippingNote }: { summary: CartSummary; shippingNote?: ReactNode }) {
  const t = useT();
  const money = useFormatMoney();
  const minus = (amount: number) => `−${money(amount)}`;
  return (
    <Stack gap="3">
      <Stack as="dl" gap="2">
        <SummaryRow term={t('Subtotal')}>{money(summary.subtotal)}</SummaryRow>
        {summary.discount > 0 ? (
          <SummaryRow term={t('Discount')}>{minus(summary.discount)}</SummaryRow>
        ) : null}
        {summary.couponDiscount > 0 ? (
          <SummaryRow term={t('Coupon discount')}>{minus(summary.couponDiscount)}</SummaryRow>
        ) : null}
        <SummaryRow term={t('Tax')}>{money(summary.tax)}</SummaryRow>
        {summary.shipping !== null ? (
          <SummaryRow term={t('Shipping')}>{money(summary.shipping)}</SummaryRow>
        ) : null}
      </Stack>
      <Divider />
      <Box as="dl">
        <SummaryRow term={t('Total')} strong>
          {money(summary.total)}
        </SummaryRow>
      </Box>
      {summary.shipping === null
        ? (shippingNote ?? (
            <Text size="sm" tone="muted">
              {t('Shipping is calculated at checkout.')}
            </Text>
          ))
        : null}
    </Stack>
  );
}
