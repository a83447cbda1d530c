import { Suspense } from 'react';
import { Badge } from '@/design-system/components/Badge';
import { Icon } from '@/design-system/components/Icon';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { truthy } from '@/domain/prices';
import { secondWave } from '@/lib/lazy-part';
import type { ProductDetails } from '../purchase';

// The date comes in its own chunk (ui/DeliveryArrival), shared with the cart and checkout.
const Arrival = secondWave(() =>
  import('@/ui/DeliveryArrival/DeliveryArrival').then((module) => module.ProductArrival),
);

/**
 * How the product reaches the shopper. A digital product is a download: no stock, no shipping words. A physical
 * one tells the date it arrives by (its estimated shipping days counted from today at the shop's clock, issue 38
 * §2), cash on delivery and whether it can be refunded, as far as the shop says.
 */
export function DeliveryFacts({ product }: { product: ProductDetails }) {
  const t = useT();
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
  const days = Number(product.estimated_shipping_days);
  const dated = Number.isFinite(days) && days > 0;
  const facts = [
    truthy(product.cash_on_delivery) ? t('Cash on Delivery available') : null,
    truthy(product.is_refundable) ? t('Refundable') : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0 && !dated) return null;
  return (
    <Stack as="ul" gap="1" aria-label={t('Delivery')}>
      {dated ? (
        <Suspense fallback={null}>
          <Arrival days={product.estimated_shipping_days} />
        </Suspense>
      ) : null}
      {facts.map((fact) => (
        <Inline as="li" key={fact} gap="2" wrap={false}>
          <Icon name="truck" size="sm" />
          <Text size="sm">{fact}</Text>
        </Inline>
      ))}
    </Stack>
  );
}
