import { useId } from 'react';
import { Box } from '@/design-system/components/Box';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { OrderOutput } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { useFormatMoney } from '@/domain/prices';

type Amounts = Pick<
  OrderOutput,
  'code' | 'sub_total' | 'discount' | 'coupon_discount' | 'total_tax' | 'shipping_cost' | 'total_payable'
> &
  Partial<Pick<OrderOutput, 'tax_method'>>;

const sum = (orders: readonly Amounts[], pick: (order: Amounts) => number) =>
  orders.reduce((total, order) => total + Math.round(pick(order) * 100), 0) / 100;

/** A summary line: its term, its amount, whether it shows even at zero, whether it is bold. */
type Line = readonly [term: string, amount: number, always: boolean, strong: boolean];

/** Order-based tax charged after discounts and shipping (§5.5), as every order recorded it (`tax_method`). */
const taxedAfterTotal = (orders: readonly Amounts[]) =>
  orders.every(
    ({ tax_method }) => tax_method?.tax_type === 'after_tax' && tax_method.vat_tax_type === 'order_base',
  );

/**
 * What is being paid: the orders (one per shop) and their amounts added up, as the server computed them. Tax added
 * after the total (after-tax, order-based) is shown as the backend's page shows it, below a total without it and
 * above the grand total; otherwise tax is one line among the others (§5.5).
 */
export function PaymentSummary({ orders }: { orders: readonly Amounts[] }) {
  const t = useT();
  const money = useFormatMoney();
  const headingId = useId();
  const tax = sum(orders, (o) => o.total_tax);
  const payable = sum(orders, (o) => o.total_payable);
  const lines: Line[] = [
    [t('Subtotal'), sum(orders, (o) => o.sub_total), false, false],
    [t('Discount'), -sum(orders, (o) => o.discount), false, false],
    [t('Coupon discount'), -sum(orders, (o) => o.coupon_discount), false, false],
    ...(taxedAfterTotal(orders)
      ? ([
          [t('Shipping'), sum(orders, (o) => o.shipping_cost), false, false],
          [t('Total (without tax)'), (Math.round(payable * 100) - Math.round(tax * 100)) / 100, true, false],
          [t('Tax'), tax, true, false],
          [t('Grand Total'), payable, true, true],
        ] satisfies Line[])
      : ([
          [t('Tax'), tax, false, false],
          [t('Shipping'), sum(orders, (o) => o.shipping_cost), false, false],
          [t('Total'), payable, true, true],
        ] satisfies Line[])),
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
            .filter(([, amount, always]) => always || amount !== 0)
            .map(([term, amount, , strong]) => (
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
