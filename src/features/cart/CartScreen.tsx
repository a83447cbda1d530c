import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { QueryError, ShareListButton } from '@/ui';
import { useCartPageState } from './api/cart-state';
import { cartItemCount, cartSummaryOf, groupBySeller } from '@/lib/cart';
import { CartScreenSkeleton } from './CartScreenSkeleton';
import { CartSellerGroup } from './CartSellerGroup';
import { OrderSummary } from './OrderSummary';
import { useCartActions } from './use-cart-actions';

// Only signed-in shoppers get the coupon form; it (and react-hook-form with it) loads when shown, not with every
// guest's cart. What was typed survives the swap: the form keeps a draft (issue 8).
const CouponBox = lazy(() => import('./CouponBox').then((module) => ({ default: module.CouponBox })));

/** The cart page (/cart): lines grouped by seller, quantities, removal, coupons and the order summary. */
export function CartScreen() {
  const t = useT();
  const plural = usePlural();
  const { settings, isSignedIn, modules } = useStorefront();
  const cart = useCartPageState();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The removed line's button is gone: keep the keyboard user in the cart.
  const actions = useCartActions({ onRemoved: () => headingRef.current?.focus() });

  // Seeded from the start data, the cart is shown only once this visit's load has answered.
  if (cart.isFetching && !cart.isFetchedAfterMount) return <CartScreenSkeleton />;

  // The data seeded from the start data may be stale: a failed load of this visit's cart is said, not hidden.
  if (cart.isError) {
    return (
      <Container>
        <Box paddingBlock="6">
          <QueryError query={cart} title={t('Your cart could not be loaded')} />
        </Box>
      </Container>
    );
  }

  // The route loader may have created the query before the start data seeded it (pending, or paused offline).
  const data = cart.data as typeof cart.data | undefined;
  if (!data) return <CartScreenSkeleton />;
  const lines = data.carts;
  if (lines.length === 0) {
    return (
      <Container>
        <Box paddingBlock="6">
          <EmptyState
            icon="cart"
            headingLevel={1}
            title={t('Your cart is empty')}
            description={t('Products you add to your cart will show up here.')}
            action={
              <Button asChild>
                <RouterLink to={paths.home.href()}>{t('Continue shopping')}</RouterLink>
              </Button>
            }
          />
        </Box>
      </Container>
    );
  }

  const summary = cartSummaryOf(data, settings);
  const count = cartItemCount(lines);
  const trxId = lines[0]?.trx_id ?? '';

  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Inline gap="3" align="between" alignY="center">
            <Heading level={1} size="2xl" ref={headingRef} tabIndex={-1}>
              {t('Cart')} ({plural('items', count)})
            </Heading>
            <ShareListButton
              kind="cart"
              items={lines.map((line) => ({ slug: line.product_slug, variant: line.variant ?? undefined }))}
            />
          </Inline>
          <Box
            display="flex"
            flexDirection={{ mobile: 'column', desktop: 'row' }}
            gap="8"
            alignItems="flex-start"
          >
            <Box flex="fill" width="full" minWidth={0}>
              <Stack gap="4">
                {groupBySeller(data).map((group) => (
                  <CartSellerGroup
                    key={group.sellerId}
                    group={group}
                    onStep={actions.step}
                    onRemove={actions.remove}
                    removingLineId={actions.removingLineId}
                  />
                ))}
              </Stack>
            </Box>
            <Box width="full" maxWidth={{ mobile: 'full', desktop: 'dialog' }} flexShrink={0}>
              <OrderSummary summary={summary}>
                {isSignedIn && modules.coupons ? (
                  <Suspense fallback={<Skeleton shape="rect" height="4.5rem" />}>
                    <CouponBox trxId={trxId} applied={data.coupons} />
                  </Suspense>
                ) : null}
              </OrderSummary>
            </Box>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
