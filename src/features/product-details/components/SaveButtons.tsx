import { useState } from 'react';
import { IconButton } from '@/design-system/components/IconButton';
import { Inline } from '@/design-system/components/Inline';
import { useToast } from '@/design-system/components/Toast';
import { addWatch, payablePrice, useWatchOwner } from '@/domain/watch-list';
import { forgetSavedItem } from '@/domain/watches';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useCompareProduct, useToggleWishlist } from '@/domain/products';
import type { ProductDetails } from '../purchase';

/** Wishlist heart (signed-in shoppers only) and add to compare (guests too). */
export function SaveButtons({ product }: { product: ProductDetails }) {
  const t = useT();
  const { isSignedIn } = useStorefront();
  const { toast } = useToast();
  const compare = useCompareProduct();
  const wishlist = useToggleWishlist();
  const [saved, setSaved] = useState(Boolean(product.user_wishlist));
  const [compared, setCompared] = useState(false);
  const owner = useWatchOwner();
  // Saved: its price and stock now are what a drop is measured against (issue 38 §1).
  const watch = (on: boolean) =>
    on
      ? addWatch(
          owner,
          {
            productId: product.id,
            slug: product.slug,
            name: product.product_name,
            variant: null,
            variantName: null,
            price: payablePrice(product),
            stock: product.current_stock,
          },
          'saved',
        )
      : forgetSavedItem(owner, product.id);
  const success = (message: string | undefined) => {
    if (message) toast({ tone: 'success', title: t('Success'), description: message });
  };
  return (
    <Inline gap="2">
      {isSignedIn ? (
        <IconButton
          icon={saved ? 'heart-filled' : 'heart'}
          label={t('Add to wishlist')}
          pressed={saved}
          tone={saved ? 'critical' : 'neutral'}
          variant="outline"
          disabled={wishlist.isPending}
          onClick={() =>
            wishlist.mutate(
              { productId: product.id, saved },
              {
                onSuccess: (answer) => {
                  setSaved(answer.saved);
                  watch(answer.saved);
                  success(answer.success);
                },
              },
            )
          }
        />
      ) : null}
      <IconButton
        icon="compare"
        label={t('Add to compare')}
        pressed={compared}
        variant="outline"
        disabled={compare.isPending}
        onClick={() =>
          compare.mutate(product.id, {
            onSuccess: (answer) => {
              setCompared(true);
              watch(true);
              success(answer.success);
            },
          })
        }
      />
    </Inline>
  );
}
