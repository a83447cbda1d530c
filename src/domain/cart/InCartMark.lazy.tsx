import { Badge } from '@/design-system/components/Badge';
import { quantityInCart, useCartLines } from './cart-lines';
import { useT } from '@/lib/i18n';

/**
 * "In cart (n)" on a product card (issue 38 §3): how many of this product the cart holds, over all its variants.
 * It reads the cart cache, so it follows every add, step and removal (optimistic ones at once); nothing when none.
 */
export function InCartMark({ slug }: { slug: string }) {
  const t = useT();
  const count = useCartLines((lines) => quantityInCart(lines, slug));
  if (count === 0) return null;
  return (
    <Badge tone="positive" variant="solid" icon="cart">
      {t('In cart ({count})', { count })}
    </Badge>
  );
}
