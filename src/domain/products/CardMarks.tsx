import type { ProductCardOutput } from '@/api-generated/model';
import { PriceDropMark } from '@/domain/watch-list';
import { InCartMark } from '@/domain/cart/InCartMark.lazy';

export type MarkedProduct = Pick<ProductCardOutput, 'id' | 'slug' | 'price' | 'discount_percentage'>;

/**
 * What the app knows of the shopper about a card's product: "In cart (n)" (issue 38 §3) and "Price dropped by X"
 * for a watched product (§1). Each renders nothing when it has nothing to say; both may show at once, stacked in the
 * card's badge column over its picture, so the card's height never changes.
 */
export default function CardMarks({ product }: { product: MarkedProduct }) {
  return (
    <>
      <InCartMark slug={product.slug} />
      <PriceDropMark
        productId={product.id}
        price={product.price}
        discount_percentage={product.discount_percentage}
      />
    </>
  );
}
