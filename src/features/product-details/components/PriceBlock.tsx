import { useState } from 'react';
import { Badge } from '@/design-system/components/Badge';
import { Countdown } from '@/design-system/components/Countdown';
import { Inline } from '@/design-system/components/Inline';
import { Price } from '@/design-system/components/Price';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { discountText, MISSING_PRICE } from '@/domain/products';
import { productPricing, type PricedProduct } from '@/domain/prices';
import { discountEnd, type ProductDetails } from '../purchase';

interface PriceBlockProps {
  priced: PricedProduct;
  /** The product whose special discount may be running (its end drives the countdown). */
  product: ProductDetails;
  /** Frozen clock for stories and screenshots; the countdown ticks live without it. */
  now?: number;
  busy: boolean;
}

/** The unit price (discounted and original), the discount badge and, while it runs, the time left. */
export function PriceBlock({ priced, product, now, busy }: PriceBlockProps) {
  const t = useT();
  // The page's opening time: the countdown ticks on its own from there.
  const [openedAt] = useState(() => now ?? Date.now());
  const discountEndsAt = discountEnd(product, openedAt);
  const { formatPrice } = useStorefront();
  const pricing = productPricing(priced, formatPrice);
  return (
    <Stack gap="2" aria-busy={busy || undefined}>
      <Inline gap="3">
        {pricing === null ? (
          <Text size="xl" weight="bold" aria-label={t('Price unavailable')}>
            {MISSING_PRICE}
          </Text>
        ) : pricing.originalPrice ? (
          <Price
            size="lg"
            price={pricing.price}
            originalPrice={pricing.originalPrice}
            currentPriceLabel={t('Current price')}
            originalPriceLabel={t('Original price')}
          />
        ) : (
          <Price size="lg" price={pricing.price} />
        )}
        {pricing?.discount ? (
          <Badge tone="critical" variant="solid">
            {discountText(pricing.discount, t)}
          </Badge>
        ) : null}
      </Inline>
      {discountEndsAt !== null ? (
        <Countdown
          target={discountEndsAt}
          now={now}
          label={t('Offer ends in')}
          labels={{
            days: t('Days'),
            hours: t('Hours'),
            minutes: t('Minutes'),
            seconds: t('Seconds'),
            ended: t('Offer ended'),
          }}
        />
      ) : null}
    </Stack>
  );
}
