import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { Badge, Box, Button, EmptyState, Icon, Inline, Sheet, Stack } from '@/design-system';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/storefront';
import { useCartState } from './api/cart-state';
import { cartItemCount, cartSummaryOf, groupBySeller } from '@/lib/storefront/cart-totals';
import { CartSellerGroup } from './CartSellerGroup';
import { SummaryTotals } from './SummaryTotals';
import { useCartActions } from './use-cart-actions';

/**
 * The header's cart button (icon and item count) and the mini-cart it opens: the lines by shop, with steppers
 * and removal, the totals, "View cart" and "Checkout".
 *
 * Opening it loads the cart once (shop names, logos and the groups' shipping and tax), except on the payment page:
 * `GET /cart/list` deletes the unconfirmed orders that page is about to pay.
 */
export function CartLink() {
  const t = useT();
  const { settings } = useStorefront();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const cart = useCartState();
  const bodyRef = useRef<HTMLElement>(null);
  const actions = useCartActions({ onRemoved: () => bodyRef.current?.focus() });
  const data = cart.data;
  const lines = data?.carts ?? [];
  const count = cartItemCount(lines);
  const name = `${t('Cart')}: ${count} ${count === 1 ? t('item') : t('items')}`;
  const onPaymentPage = matchPath(paths.payment.path, pathname) !== null;
  const { refetch } = cart;

  useEffect(() => {
    if (open && !onPaymentPage) void refetch();
  }, [open, onPaymentPage, refetch]);

  // A navigation (a product link, "View cart") closes it.
  useEffect(() => setOpen(false), [pathname]);

  const trigger = (
    <Button variant="ghost" tone="neutral" aria-label={name}>
      <Icon name="cart" />
      <Badge tone="accent" variant="solid">
        {count}
      </Badge>
    </Button>
  );

  return (
    <Sheet
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      side="end"
      title={name}
      description={t('The products in your cart, by shop.')}
      hideDescription
      closeLabel={t('Close')}
      footer={
        lines.length > 0 ? (
          <Inline gap="2" wrap={false}>
            <Box flex="fill">
              <Button asChild variant="outline" fullWidth>
                <RouterLink to={paths.cart.href()}>{t('View cart')}</RouterLink>
              </Button>
            </Box>
            <Box flex="fill">
              <Button asChild fullWidth>
                <RouterLink to={paths.checkout.href()}>{t('Checkout')}</RouterLink>
              </Button>
            </Box>
          </Inline>
        ) : undefined
      }
    >
      <Box ref={bodyRef} tabIndex={-1}>
        {data && lines.length > 0 ? (
          <Stack gap="4">
            {groupBySeller(data).map((group) => (
              <CartSellerGroup
                key={group.sellerId}
                group={group}
                headingLevel={3}
                onStep={actions.step}
                onRemove={actions.remove}
                removingLineId={actions.removingLineId}
              />
            ))}
            <SummaryTotals summary={cartSummaryOf(data, settings)} />
          </Stack>
        ) : (
          <EmptyState
            icon="cart"
            size="compact"
            headingLevel={3}
            title={t('Your cart is empty')}
            description={t('Products you add to your cart will show up here.')}
          />
        )}
      </Box>
    </Sheet>
  );
}
