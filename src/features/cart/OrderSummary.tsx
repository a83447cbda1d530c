import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Divider, Heading, Inline, Stack, Text } from '@/design-system';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import type { CartSummary } from './cart-totals';
import { useFormatMoney } from '@/lib/storefront/format-money';

function Row({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <Inline align="between" alignY="baseline" gap="4">
      <Text as="dt" weight={strong ? 'bold' : 'regular'}>
        {term}
      </Text>
      <Text as="dd" weight={strong ? 'bold' : 'regular'} tabular>
        {children}
      </Text>
    </Inline>
  );
}

export interface OrderSummaryProps {
  summary: CartSummary;
  /** Extra content under the totals, e.g. the coupon box. */
  children?: ReactNode;
}

/** Subtotal, discounts, tax, shipping (unless it depends on the delivery city) and the total. */
export function OrderSummary({ summary, children }: OrderSummaryProps) {
  const t = useT();
  const money = useFormatMoney();
  const headingId = useId();
  const minus = (amount: number) => `−${money(amount)}`;
  return (
    <Box as="section" aria-labelledby={headingId} padding="4" background="surfaceRaised" borderRadius="md">
      <Stack gap="4">
        <Heading level={2} size="lg" id={headingId}>
          {t('Order summary')}
        </Heading>
        <Stack as="dl" gap="2">
          <Row term={t('Subtotal')}>{money(summary.subtotal)}</Row>
          {summary.discount > 0 ? <Row term={t('Discount')}>{minus(summary.discount)}</Row> : null}
          {summary.couponDiscount > 0 ? (
            <Row term={t('Coupon discount')}>{minus(summary.couponDiscount)}</Row>
          ) : null}
          <Row term={t('Tax')}>{money(summary.tax)}</Row>
          {summary.shipping !== null ? <Row term={t('Shipping')}>{money(summary.shipping)}</Row> : null}
        </Stack>
        <Divider />
        <Box as="dl">
          <Row term={t('Total')} strong>
            {money(summary.total)}
          </Row>
        </Box>
        {summary.shipping === null ? (
          <Text size="sm" tone="muted">
            {t('Shipping is calculated at checkout.')}
          </Text>
        ) : null}
        {children}
        <Button asChild fullWidth size="lg">
          <RouterLink to={paths.checkout.href()}>{t('Proceed to checkout')}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
