import { Icon } from '@/design-system/components/Icon';
import { Inline } from '@/design-system/components/Inline';
import { Text } from '@/design-system/components/Text';
import type { CartLineOutput } from '@/api-generated/model';
import { groupDays, useDeliveryPromise, useShippingDaysOf } from '@/lib/delivery-promise';
import { truthy } from '@/lib/prices';

/**
 * When one seller's parcel arrives (issue 38 §2): "Arrives by Tue, Dec 2", or a range where its products' estimates
 * differ. The lines carry no estimate, so each product's answer is read; until every physical line's estimate is
 * known (or when one has none) nothing is promised. Digital lines ship nothing and are left out.
 */
export function SellerGroupArrival({
  lines,
}: {
  lines: readonly Pick<CartLineOutput, 'product_slug' | 'is_digital_product'>[];
}) {
  const physical = lines.filter((line) => !truthy(line.is_digital_product));
  const days = groupDays(useShippingDaysOf(physical.map((line) => line.product_slug)));
  const promise = useDeliveryPromise(days);
  if (!promise) return null;
  return (
    <Inline gap="2" alignY="center" wrap={false}>
      <Icon name="truck" size="sm" />
      <Text size="sm">{promise}</Text>
    </Inline>
  );
}
