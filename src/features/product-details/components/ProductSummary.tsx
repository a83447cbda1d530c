import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Rating } from '@/design-system/components/Rating';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { usePlural, useT } from '@/lib/i18n';
import type { ProductDetails } from '../purchase';
import { SaveButtons } from './SaveButtons';
import { OwnWords } from '@/design-system/components/Text';

/** Name, brand, rating with the number of reviews, the save buttons and the short description. */
export function ProductSummary({ product }: { product: ProductDetails }) {
  const t = useT();
  const plural = usePlural();
  const brand = product.brand?.title ?? product.brand_title;
  const short = product.short_description ?? product.language_product?.short_description;
  return (
    <Stack gap="3">
      {brand ? (
        <Text size="sm" tone="muted">
          {brand}
        </Text>
      ) : null}
      <Inline align="between" alignY="top" wrap={false} gap="3">
        <Heading level={1} size="2xl">
          <OwnWords>{product.product_name}</OwnWords>
        </Heading>
        <SaveButtons product={product} />
      </Inline>
      <Inline gap="2">
        <Rating
          value={product.rating}
          label={t('{rating} out of 5', { rating: product.rating })}
          count={plural('reviews', product.reviews_count)}
          size="sm"
        />
      </Inline>
      {short ? (
        <Text tone="muted" dir="auto">
          {short}
        </Text>
      ) : null}
    </Stack>
  );
}
