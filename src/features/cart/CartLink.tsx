import { lazy, Suspense, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Button } from '@/design-system/components/Button';
import { Icon } from '@/design-system/components/Icon';
import { useMutationState } from '@tanstack/react-query';
import { usePlural, useT } from '@/lib/i18n';
import { CART_ADD_KEY, type AddVariables } from '@/lib/cart';
import { paths } from '@/lib/navigation';
import { useCartState } from './api/cart-state';
import { cartItemCount } from '@/lib/cart';

// Loaded on the first click: the sheet, its lines, steppers and totals are not needed for the first paint (P8).
const MiniCart = lazy(() => import('./MiniCart'));

/**
 * The header's cart button (icon and item count) and the mini-cart it opens: the lines by shop, with steppers
 * and removal, the totals, "View cart" and "Checkout".
 *
 * Opening it loads the cart once (shop names, logos and the groups' shipping and tax), except on the payment page:
 * `GET /cart/list` deletes the unconfirmed orders that page is about to pay.
 */
export function CartLink() {
  const t = useT();
  const plural = usePlural();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const cart = useCartState();
  // Adds waiting for the connection count at once: the shopper sees the change they made (issue 11).
  const waitingAdds = useMutationState({
    filters: { mutationKey: CART_ADD_KEY, status: 'pending', predicate: (m) => m.state.isPaused },
    select: (m) => (m.state.variables as AddVariables | undefined)?.data.quantity ?? 0,
  });
  const count =
    cartItemCount(cart.data?.carts ?? []) + waitingAdds.reduce((sum, n) => sum + Math.max(0, n), 0);
  const name = `${t('Cart')}: ${plural('items', count)}`;
  const onPaymentPage = matchPath(paths.payment.path, pathname) !== null;
  const { refetch } = cart;

  useEffect(() => {
    if (open && !onPaymentPage) void refetch();
  }, [open, onPaymentPage, refetch]);

  // A navigation (a product link, "View cart") closes it.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Button
        variant="ghost"
        tone="neutral"
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="cart" />
        <Badge tone="accent" variant="solid">
          {count}
        </Badge>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MiniCart open={open} onOpenChange={setOpen} name={name} />
        </Suspense>
      ) : null}
    </>
  );
}
