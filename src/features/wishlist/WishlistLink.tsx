import { Link as RouterLink } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Button } from '@/design-system/components/Button';
import { Icon } from '@/design-system/components/Icon';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';

/**
 * The header's link to the wishlist, for signed-in shoppers only (the wishlist belongs to an account). The count is
 * the start data's `wishlists`, which add/remove answers patch.
 */
export function WishlistLink() {
  const t = useT();
  const plural = usePlural();
  const { isSignedIn, start } = useStorefront();
  if (!isSignedIn) return null;
  const count = start.wishlists;
  const name = `${t('Wishlist')}: ${plural('items', count)}`;
  return (
    <Button asChild variant="ghost" tone="neutral">
      <RouterLink to={paths.wishlist.href()} aria-label={name}>
        <Icon name="heart" />
        <Badge tone="neutral" variant="solid">
          {count}
        </Badge>
      </RouterLink>
    </Button>
  );
}
