import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigationType } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Button } from '@/design-system/components/Button';
import { Icon } from '@/design-system/components/Icon';
import { useMutationState } from '@tanstack/react-query';
import { usePlural, useT } from '@/lib/i18n';
import { CART_ADD_KEY, type AddVariables } from '@/domain/cart';
import { paths } from '@/lib/navigation';
import { useCartState } from '@/domain/cart';
import { cartItemCount } from '@/domain/cart';

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

  // Following one of its links closes it (MiniCart), and so does going back or forward. A page that was already
  // loading when the shopper opened the cart does not: arriving there must not shut the cart under them (R12).
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') setOpen(false);
  }, [pathname, navigationType]);

  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
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
          <MiniCart open={open} onOpenChange={setOpen} name={name} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
