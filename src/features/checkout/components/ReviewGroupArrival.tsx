import { Icon } from '@/design-system/components/Icon';
import { Inline } from '@/design-system/components/Inline';
import { Text } from '@/design-system/components/Text';
import { useCartLines } from '@/lib/cart';
import { groupDays, useDeliveryPromise, useShippingDaysOf } from '@/lib/delivery-promise';

const slugsById = (lines: readonly { id: number; product_slug: string }[]) =>
  new Map(lines.map((line) => [line.id, line.product_slug]));

/**
 * The review's promise for one seller's order (issue 38 §2). Checkout's rows are the backend's raw cart rows,
 * without the product's slug (backend-api §2.11): the same cart lines, with their slugs, are in the cart cache, and
 * each slug's product answer gives the estimate. A row the cache does not know leaves the order without a date.
 */
export function ReviewGroupArrival({ lineIds }: { lineIds: readonly number[] }) {
  const slugs = useCartLines(slugsById);
  const known = lineIds.map((id) => slugs.get(id));
  const found = known.filter((slug): slug is string => slug !== undefined);
  const days = useShippingDaysOf(found);
  const promise = useDeliveryPromise(found.length === known.length ? groupDays(days) : null);
  if (!promise) return null;
  return (
    <Inline gap="2" alignY="center" wrap={false}>
      <Icon name="truck" size="sm" />
      <Text size="sm">{promise}</Text>
    </Inline>
  );
}
