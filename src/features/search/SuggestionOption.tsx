import { Box } from '@/design-system/components/Box';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Price } from '@/design-system/components/Price';
import { Text } from '@/design-system/components/Text';
import type { ProductCardOutput } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { safeFormat } from '@/domain/prices';
import { OwnWords } from '@/design-system/components/Text';

/** One suggestion: small picture, name and price (the discounted one when a discount runs). */
export function SuggestionOption({ product }: { product: ProductCardOutput }) {
  const t = useT();
  const { formatPrice } = useStorefront();
  const format = (amount: number) => safeFormat(formatPrice, amount);
  // `discount_percentage` is the backend's name for the discounted price (0 when none runs).
  const discounted = product.discount_percentage > 0 ? format(product.discount_percentage) : null;
  const price = format(product.price);
  return (
    <Inline gap="3" alignY="center" wrap={false}>
      <Box flexShrink={0}>
        <LazyImage
          src={product.image_40x40 ?? product.image_190x230}
          alt=""
          width={40}
          height={40}
          radius="sm"
        />
      </Box>
      <Box flex="fill" minWidth={0}>
        <Text as="span" size="sm" truncate>
          <OwnWords>{product.product_name}</OwnWords>
        </Text>
      </Box>
      {discounted && price ? (
        <Price
          size="sm"
          price={discounted}
          originalPrice={price}
          currentPriceLabel={t('Current price')}
          originalPriceLabel={t('Original price')}
        />
      ) : price ? (
        <Price size="sm" price={price} />
      ) : null}
    </Inline>
  );
}
