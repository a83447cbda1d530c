// A product card in shopper words, built once for every screen that lists products (home sections, listings,
// related products): the backend's card rules (backend-api §4.1) — discount badge "N% OFF" or a flat amount,
// out-of-stock and reward badges — decoded here so the screens only lay cards out.
import { useCallback } from 'react';
import type { ProductCardOutput } from '@/api-generated/model';
import { useT, type Translate } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { isOutOfStock, productPricing, truthy, type DiscountLabel } from '@/domain/prices';
import { useStorefront } from '@/lib/session';
import type { ShopModules } from '@/lib/modules';

/** Intrinsic size of `image_190x230`. */
export const CARD_IMAGE = { width: 190, height: 230 } as const;
/** Shown instead of a price the shop sent broken (never "NaN"). */
export const MISSING_PRICE = '—';

export interface ProductCardView {
  name: string;
  href: string;
  image: { src: string; width: number; height: number };
  price: string;
  originalPrice?: string;
  discountLabel?: string;
  outOfStockLabel?: string;
  rewardLabel?: string;
  rating?: { value: number; label: string; count?: string };
  labels: {
    currentPrice: string;
    originalPrice: string;
    wishlist: string;
    compare: string;
    quickView: string;
    addToCart: string;
    adding: string;
    added: string;
  };
}

export const discountText = (discount: DiscountLabel, t: Translate): string =>
  discount.kind === 'percent'
    ? t('{percent}% OFF', { percent: discount.percent })
    : t('{amount} OFF', { amount: discount.amount });

export interface CardContext {
  formatPrice: (amount: number) => string;
  t: Translate;
  /** What the owner switched on; the reward badge needs the `rewards` add-on. */
  modules: Pick<ShopModules, 'rewards'>;
}

export function productCardView(
  product: ProductCardOutput,
  { formatPrice, t, modules }: CardContext,
): ProductCardView {
  const pricing = productPricing(product, formatPrice);
  const reward = product.reward ?? 0;
  return {
    name: product.product_name,
    href: paths.product.href({ slug: product.slug }),
    image: { src: product.image_190x230, ...CARD_IMAGE },
    price: pricing?.price ?? MISSING_PRICE,
    originalPrice: pricing?.originalPrice,
    discountLabel: pricing?.discount ? discountText(pricing.discount, t) : undefined,
    outOfStockLabel: isOutOfStock(product) ? t('Out of stock') : undefined,
    rewardLabel: modules.rewards && reward > 0 ? t('+{points} points', { points: reward }) : undefined,
    rating:
      product.reviews_count > 0
        ? {
            value: product.rating,
            label: t('{rating} out of 5', { rating: product.rating }),
            count: `(${product.reviews_count})`,
          }
        : undefined,
    labels: {
      currentPrice: t('Current price'),
      originalPrice: t('Original price'),
      wishlist: t('Add to wishlist'),
      compare: t('Add to compare'),
      quickView: t('Quick view'),
      addToCart: t('Add to Cart'),
      adding: t('Adding to cart'),
      added: t('Added to cart'),
    },
  };
}

/** `const view = useProductCardView(); view(product)` with the shop's currency, language and add-ons. */
export function useProductCardView(): (product: ProductCardOutput) => ProductCardView {
  const { formatPrice, modules } = useStorefront();
  const t = useT();
  return useCallback(
    (product) => productCardView(product, { formatPrice, t, modules }),
    [formatPrice, t, modules],
  );
}

/** Products with variants are chosen on their page; catalogue/classified ones cannot be bought at all. */
export const needsOptions = (product: Pick<ProductCardOutput, 'has_variant'>): boolean =>
  truthy(product.has_variant);
