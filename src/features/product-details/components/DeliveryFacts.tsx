import { Badge } from '@/design-system/components/Badge';
import { Icon } from '@/design-system/components/Icon';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { truthy } from '@/lib/prices';
import { shippingDays, useDeliveryPromise } from '@/lib/delivery-promise';
import type { ProductDetails } from '../purchase';

/**
 * How the product reaches the shopper. A digital product is a download: no stock, no shipping words. A physical
 * one tells the date it arrives by (its estimated shipping days counted from today at the shop's clock, issue 38
 * §2), cash on delivery and whether it can be refunded, as far as the shop says.
 */
export function DeliveryFacts({ product }: { product: ProductDetails }) {
  const t = useT();
  const days = shippingDays(product.estimated_shipping_days);
  const arrival = useDeliveryPromise(days === null ? null : [days]);
  if (truthy(product.is_digital)) {
    return (
      <Stack gap="2">
        <Inline>
          <Badge tone="info" variant="subtle">
            {t('Digital Product')}
          </Badge>
        </Inline>
        <Text size="sm" tone="muted">
          {t('Available to download from your orders once paid.')}
        </Text>
      </Stack>
    );
  }
  const facts = [
    arrival,
    truthy(product.cash_on_delivery) ? t('Cash on Delivery available') : null,
    truthy(product.is_refundable) ? t('Refundable') : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0) return null;
  return (
    <Stack as="ul" gap="1" aria-label={t('Delivery')}>
      {facts.map((fact) => (
        <Inline as="li" key={fact} gap="2" wrap={false}>
          <Icon name="truck" size="sm" />
          <Text size="sm">{fact}</Text>
        </Inline>
      ))}
    </Stack>
  );
}
