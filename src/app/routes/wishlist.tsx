import { AccountLayout } from '@/features/account';
import { WishlistList } from '@/features/wishlist';
import { useT } from '@/lib/i18n';

/** /user/wishlist — the wishlist inside the account area (which sends guests to sign in and back). */
export function Component() {
  const t = useT();
  return (
    <AccountLayout title={t('Wishlist')}>
      <WishlistList />
    </AccountLayout>
  );
}
