import { useState } from 'react';
import type { ProductCardOutput } from '@/api-generated/model';
import { ProductCard } from '@/design-system/components/ProductCard';
import { useToast } from '@/design-system/components/Toast';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useAddedToCartFlag } from '@/domain/cart';
import { needsOptions, ProductCardMarks, type ProductCardView } from '@/domain/products';
import { canBuy, isOutOfStock, truthy } from '@/domain/prices';
import { useAddToCartKeepingCount, useCartTrxId } from '@/domain/cart';
import { useCompareProduct, useToggleWishlist } from '@/domain/products';
import { renderRouterLink } from '@/lib/navigation';

interface ListingProductCardProps {
  product: ProductCardOutput;
  view: ProductCardView;
  /** The first row of the grid: its pictures load eagerly (LCP). */
  priority: boolean;
  /** Opens the product's quick view over the listing. */
  onQuickView: () => void;
}

/**
 * A listing card with the shopper's quick actions: add to cart (simple products, at the minimum order quantity),
 * quick view, compare, and the wishlist heart for signed-in shoppers. Products with variants need a choice first,
 * so their cart button opens the quick view (as the backend's own shop does).
 */
export function ListingProductCard({ product, view, priority, onQuickView }: ListingProductCardProps) {
  const t = useT();
  const { isSignedIn } = useStorefront();
  const { toast } = useToast();
  const addToCart = useAddToCartKeepingCount();
  const trxId = useCartTrxId();
  const compare = useCompareProduct();
  const wishlist = useToggleWishlist();
  const [added, showAdded] = useAddedToCartFlag();
  const [compared, setCompared] = useState(false);
  const [saved, setSaved] = useState(product.user_wishlist);

  const sellable = !truthy(product.is_catalog) && !truthy(product.is_classified);
  const choose = needsOptions(product);
  const buy = () => {
    if (addToCart.isPending || !canBuy(product)) return;
    addToCart.mutate(
      { data: { id: product.id, quantity: Math.max(1, product.minimum_order_quantity), trx_id: trxId() } },
      { onSuccess: showAdded },
    );
  };
  const success = (message: string | undefined) => {
    if (message) toast({ tone: 'success', title: t('Success'), description: message });
  };

  return (
    <ProductCard
      {...view}
      renderLink={renderRouterLink}
      imagePriority={priority}
      mark={<ProductCardMarks product={product} />}
      onAddToCart={
        sellable && (canBuy(product) || isOutOfStock(product)) ? (choose ? onQuickView : buy) : undefined
      }
      addToCartState={
        choose
          ? 'idle'
          : addToCart.isPaused || added
            ? 'added' // offline, the add waits for the connection and is already counted in the header
            : addToCart.isPending
              ? 'loading'
              : 'idle'
      }
      onQuickView={onQuickView}
      compared={compared}
      onCompare={() =>
        compare.mutate(product.id, {
          onSuccess: (answer) => {
            setCompared(true);
            success(answer.success);
          },
        })
      }
      wishlisted={saved}
      onToggleWishlist={
        isSignedIn
          ? () =>
              wishlist.mutate(
                { productId: product.id, saved },
                {
                  onSuccess: (answer) => {
                    setSaved(answer.saved);
                    success(answer.success);
                  },
                },
              )
          : undefined
      }
      labels={{
        ...view.labels,
        wishlist: t('Wishlist: {name}', { name: product.product_name }),
        compare: t('Compare: {name}', { name: product.product_name }),
        quickView: t('Quick view: {name}', { name: product.product_name }),
        addToCart: choose ? t('Choose options') : t('Add to Cart'),
      }}
    />
  );
}
