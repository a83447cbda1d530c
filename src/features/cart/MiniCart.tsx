import { useRef, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Inline } from '@/design-system/components/Inline';
import { Sheet } from '@/design-system/components/Sheet';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { useCartState } from '@/domain/cart';
import { cartSummaryOf, groupBySeller } from '@/domain/cart';
import { CartSellerGroup } from './CartSellerGroup';
import { SummaryTotals } from './SummaryTotals';
import { useCartActions } from './use-cart-actions';

/**
 * The mini-cart sheet the header's cart button opens: the lines by shop, with steppers and removal, the totals,
 * "View cart" and "Checkout". Its own chunk, loaded on the first click (it is not needed for the first paint).
 */
export default function MiniCart({
  open,
  onOpenChange,
  name,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** The header's cart button: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const { settings } = useStorefront();
  const cart = useCartState();
  const bodyRef = useRef<HTMLElement>(null);
  const actions = useCartActions({ onRemoved: () => bodyRef.current?.focus() });
  const data = cart.data;
  const lines = data?.carts ?? [];
  // A link in the sheet (a product, "View cart", "Checkout") leaves it: the sheet closes as the shopper follows it.
  const closeOnLink = (event: ReactMouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      side="end"
      title={name}
      description={t('The products in your cart, by shop.')}
      hideDescription
      closeLabel={t('Close')}
      footer={
        lines.length > 0 ? (
          <Inline gap="2" wrap={false} onClickCapture={closeOnLink}>
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
      <Box ref={bodyRef} tabIndex={-1} onClickCapture={closeOnLink}>
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
