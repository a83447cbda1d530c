import { Link as RouterLink } from 'react-router';
import { Badge, Button, Icon } from '@/design-system';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useCartState } from './api/cart-state';
import { cartItemCount } from './cart-totals';

/** The header's link to the cart: an icon and the number of items (every line's quantity added up). */
export function CartLink() {
  const t = useT();
  const { data } = useCartState();
  const count = cartItemCount(data?.carts ?? []);
  const name = `${t('Cart')}: ${count} ${count === 1 ? t('item') : t('items')}`;
  return (
    <Button asChild variant="ghost" tone="neutral">
      <RouterLink to={paths.cart.href()} aria-label={name}>
        <Icon name="cart" />
        <Badge tone="accent" variant="solid">
          {count}
        </Badge>
      </RouterLink>
    </Button>
  );
}
