import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { IconButton } from '@/design-system/components/IconButton';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Panel } from '@/design-system/components/Panel';
import { Price } from '@/design-system/components/Price';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import type { WishlistItem } from '@/api-generated/model';
import { toastTitle, useI18n, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useAddToCartKeepingCount, useCartTrxId } from '@/domain/cart';
import { useAddedToCartFlag } from '@/domain/cart';
import { useWatchOwner } from '@/domain/watch-list';
import { forgetSavedItem, PriceDropNote, useSavedItemWatch } from '@/domain/watches';
import { useFormatMoney } from '@/domain/prices';
import { truthy } from '@/domain/prices';
import { ShareListButton, useRemoveFromWishlist, useWishlist } from '@/domain/products';
import { PagedList } from '@/ui';
import { OwnWords } from '@/design-system/components/Text';

/**
 * The wishlist's products, ten at a time (the route puts it inside the account area, /user/wishlist): each with its
 * price, add to cart (a product with options opens its page to choose them) and remove. A removed product leaves
 * the list at once and comes back, with the app's message, if the server refuses.
 */
export function WishlistList() {
  const t = useT();
  const { toast } = useToast();
  const wishlist = useWishlist();
  const removal = useRemoveFromWishlist();
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());
  const owner = useWatchOwner();

  const remove = (productId: number) => {
    setLeaving((current) => new Set(current).add(productId));
    removal.remove(productId, {
      onSuccess: (message) => {
        forgetSavedItem(owner, productId);
        toast({
          tone: 'success',
          title: toastTitle('success', t),
          description: message ?? t('Product removed from wishlist'),
        });
      },
      onError: () =>
        setLeaving((current) => {
          const next = new Set(current);
          next.delete(productId);
          return next;
        }),
    });
  };

  return (
    <PagedList
      list={wishlist}
      filter={(item) => !leaving.has(item.product.id)}
      gap="4"
      pending={
        <Stack gap="3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="6rem" />
          ))}
        </Stack>
      }
      errorTitle={t('Your wishlist could not be loaded')}
      empty={
        <EmptyState
          icon="heart"
          headingLevel={2}
          title={t('Your wishlist is empty')}
          description={t('Tap the heart on a product to keep it here for later.')}
          action={
            <Button asChild variant="outline">
              <RouterLink to={paths.products.href()}>{t('Continue Shopping')}</RouterLink>
            </Button>
          }
        />
      }
      loadingMoreLabel={t('Loading')}
    >
      {(shown) => (
        <Stack gap="3">
          <Box>
            <ShareListButton kind="wishlist" items={shown.map((item) => ({ slug: item.product.slug }))} />
          </Box>
          <Stack role="list" aria-label={t('Wishlist')} gap="3">
            {shown.map((item) => (
              <WishlistRow key={item.id} item={item} onRemove={() => remove(item.product.id)} />
            ))}
          </Stack>
        </Stack>
      )}
    </PagedList>
  );
}

function WishlistRow({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const { t, formatDate } = useI18n();
  const money = useFormatMoney();
  const { toast } = useToast();
  const addToCart = useAddToCartKeepingCount();
  const trxId = useCartTrxId();
  const [added, showAdded] = useAddedToCartFlag();
  const { product } = item;
  const quantity = Math.max(1, product.minimum_order_quantity);
  const inStock = quantity <= product.current_stock;
  const hasOptions = truthy(product.has_variant);
  const discounted = item.discount_percentage > 0 && item.discount_percentage < item.price;
  const href = paths.product.href({ slug: product.slug });
  const drop = useSavedItemWatch({
    productId: product.id,
    slug: product.slug,
    name: item.product_name,
    price: item.price,
    discount_percentage: item.discount_percentage,
    stock: product.current_stock,
  });

  const buy = () => {
    if (addToCart.isPending) return;
    addToCart.mutate(
      { data: { id: product.id, quantity, trx_id: trxId() } },
      {
        onSuccess: (answer) => {
          showAdded();
          toast({
            tone: 'success',
            title: toastTitle('success', t),
            description: answer.success ?? t('Added to cart'),
          });
        },
      },
    );
  };

  return (
    <Panel role="listitem" aria-label={item.product_name} padding="sm">
      <Box display="flex" gap="3" alignItems="flex-start">
        <Box flexShrink={0}>
          <LazyImage src={item.image_72x72} alt="" width={72} height={72} radius="md" thumbnail />
        </Box>
        <Box flex="fill" minWidth={0}>
          <Stack gap="2">
            <Box display="flex" gap="2" justifyContent="space-between" alignItems="flex-start">
              <Box minWidth={0}>
                <Link asChild underline="hover" tone="neutral">
                  <RouterLink to={href}>
                    <Text as="span" weight="semibold" truncate={2}>
                      <OwnWords>{item.product_name}</OwnWords>
                    </Text>
                  </RouterLink>
                </Link>
              </Box>
              <IconButton
                icon="trash"
                variant="ghost"
                tone="critical"
                size="sm"
                label={t('Remove {product} from the wishlist', { product: item.product_name })}
                onClick={onRemove}
              />
            </Box>
            {discounted ? (
              <Price
                price={money(item.discount_percentage)}
                originalPrice={money(item.price)}
                currentPriceLabel={t('Current price')}
                originalPriceLabel={t('Original price')}
              />
            ) : (
              <Price price={money(item.price)} />
            )}
            {drop === null ? null : <PriceDropNote amount={drop} />}
            <Box display="flex" gap="2" flexWrap="wrap" alignItems="center">
              {hasOptions ? (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={href} aria-label={t('Choose options: {name}', { name: item.product_name })}>
                    {t('Choose options')}
                  </RouterLink>
                </Button>
              ) : inStock ? (
                <Button
                  size="sm"
                  iconStart={added ? 'check' : 'cart'}
                  tone={added ? 'positive' : 'accent'}
                  loading={addToCart.isPending}
                  loadingLabel={t('Adding')}
                  aria-label={`${added ? t('Added to cart') : t('Add to Cart')}: ${item.product_name}`}
                  onClick={buy}
                >
                  {added ? t('Added to cart') : t('Add to Cart')}
                </Button>
              ) : (
                <Text size="sm" tone="critical">
                  {t('Out of stock')}
                </Text>
              )}
              {item.date ? (
                <Text size="sm" tone="muted">
                  {t('Added {date}', { date: formatDate(item.date) })}
                </Text>
              ) : null}
            </Box>
          </Stack>
        </Box>
      </Box>
    </Panel>
  );
}
