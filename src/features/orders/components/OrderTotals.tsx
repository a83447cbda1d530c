import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { OrderOutput } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { useFormatMoney } from '@/domain/prices';

type Totals = Pick<
  OrderOutput,
  'sub_total' | 'discount' | 'coupon_discount' | 'total_tax' | 'shipping_cost' | 'total_payable'
>;

/** An order's amounts as the server computed them; discounts only when there are some. */
export function OrderTotals({ order }: { order: Totals }) {
  const t = useT();
  const money = useFormatMoney();
  const rows: [term: string, amount: string, strong?: boolean][] = [
    [t('Subtotal'), money(order.sub_total)],
    ...(order.discount > 0 ? [[t('Discount'), `−${money(order.discount)}`] as [string, string]] : []),
    ...(order.coupon_discount > 0
      ? [[t('Coupon discount'), `−${money(order.coupon_discount)}`] as [string, string]]
      : []),
    [t('Tax'), money(order.total_tax)],
    [t('Shipping'), money(order.shipping_cost)],
    [t('Total'), money(order.total_payable), true],
  ];
  return (
    <Stack as="dl" gap="1">
      {rows.map(([term, amount, strong]) => (
        <Inline key={term} align="between" gap="4">
          <Text as="dt" size="sm" weight={strong ? 'bold' : 'regular'}>
            {term}
          </Text>
          <Text as="dd" size="sm" weight={strong ? 'bold' : 'regular'} tabular>
            {amount}
          </Text>
        </Inline>
      ))}
    </Stack>
  );
}
