// The delivery promise's lines (issue 38 §2), in a chunk of their own that the product page, the cart and
// checkout load when they show (each through its own lazy import): the first route's chunk list gains nothing.
import { Icon } from '@/design-system/components/Icon';
import { Inline } from '@/design-system/components/Inline';
import { Text } from '@/design-system/components/Text';
import { useCartLines } from '@/lib/cart';
import { switchedOn } from '@/lib/modules';
import { groupDays, shippingDays, useDeliveryPromise, useShippingDaysOf } from '@/lib/delivery-promise';

function PromiseLine({ promise, as }: { promise: string | null; as?: 'li' }) {
  if (!promise) return null;
  return (
    <Inline as={as} gap="2" alignY="center" wrap={false}>
      <Icon name="truck" size="sm" />
      <Text size="sm">{promise}</Text>
    </Inline>
  );
}

/** The product page's "Arrives by …" (an item of its delivery facts), from the answer's estimated days. */
export function ProductArrival({ days }: { days: unknown }) {
  const known = shippingDays(days);
  return <PromiseLine as="li" promise={useDeliveryPromise(known === null ? null : [known])} />;
}

/**
 * When one seller's parcel arrives in the cart: "Arrives by Tue, Dec 2", or a range where its products' estimates
 * differ. The lines carry no estimate, so each product's answer is read; until every physical line's estimate is
 * known (or when one has none) nothing is promised. Digital lines ship nothing and are left out.
 */
export function CartGroupArrival({
  lines,
}: {
  lines: readonly { product_slug: string; is_digital_product: number | boolean }[];
}) {
  const physical = lines.filter((line) => !switchedOn(line.is_digital_product));
  const days = groupDays(useShippingDaysOf(physical.map((line) => line.product_slug)));
  return <PromiseLine promise={useDeliveryPromise(days)} />;
}

const slugsById = (lines: readonly { id: number; product_slug: string }[]) =>
  new Map(lines.map((line) => [line.id, line.product_slug]));

/**
 * Checkout review's promise for one seller's order. Its rows are the backend's raw cart rows, without the product's
 * slug (backend-api §2.11): the same cart lines, with their slugs, are in the cart cache, and each slug's product
 * answer gives the estimate. A row the cache does not know leaves the order without a date.
 */
export function ReviewGroupArrival({ lineIds }: { lineIds: readonly number[] }) {
  const slugs = useCartLines(slugsById);
  const known = lineIds.map((id) => slugs.get(id));
  const found = known.filter((slug): slug is string => slug !== undefined);
  const days = useShippingDaysOf(found);
  return <PromiseLine promise={useDeliveryPromise(found.length === known.length ? groupDays(days) : null)} />;
}
