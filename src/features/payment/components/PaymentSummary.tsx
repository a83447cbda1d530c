import { useId } from 'react';
import { Box } from '@/design-system/components/Box';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { OrderOutput } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { useFormatMoney } from '@/lib/prices';

type Amounts = Pick<
  OrderOutput,
  'code' | 'sub_total' | 'discount' | 'coupon_discount' | 'total_tax' | 'shipping_cost' | 'total_payable'
>;

const sum = (orders: readonly Amounts[], pick: (order: Amounts) => number) =>
  orders.reduce((total, order) => total + Math.round(pick(order) * 100), 0) / 100;

/** What is being paid: the orders (one per shop) and their amounts added up, as the server computed them. */
export function PaymentSummary({ orders }: { orders: readonly Amounts[] }) {
  const t = useT();
  const money = useFormatMoney();
  const headingId = useId();
  const lines: [string, number, boolean][] = [
    [t('Subtotal'), sum(orders, (o) => o.sub_total), false],
    [t('Discount'), -sum(orders, (o) => o.discount), false],
    [t('Coupon discount'), -sum(orders, (o) => o.coupon_discount), false],
    [t('Tax'), sum(orders, (o) => o.total_tax), false],
    [t('Shipping'), sum(orders, (o) => o.shipping_cost), false],
    [t('Total'), sum(orders, (o) => o.total_payable), true],
  ];
  return (
    <Box as="section" aria-labelledby={headingId} padding="4" background="surfaceRaised" borderRadius="md">
      <Stack gap="3">
        <Heading level={2} size="lg" id={headingId}>
          {t('Order summary')}
        </Heading>
        <Text size="sm" tone="muted">
          {orders.map((order) => order.code).join(', ')}
        </Text>
        <Stack as="dl" gap="1">
          {lines
            .filter(([, amount, strong]) => strong || amount !== 0)
            .map(([term, amount, strong]) => (
              <Inline key={term} align="between" gap="4">
                <Text as="dt" weight={strong ? 'bold' : 'regular'}>
                  {term}
                </Text>
                <Text as="dd" weight={strong ? 'bold' : 'regular'} tabular>
                  {amount < 0 ? `−${money(-amount)}` : money(amount)}
                </Text>
              </Inline>
            ))}
        </Stack>
      </Stack>
    </Box>
  );
}
