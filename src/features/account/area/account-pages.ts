// The account area's pages, in the order of its navigation. What the owner switched on (src/lib/modules) decides
// some of them, and check-auth's `download_urls` whether the shopper has digital orders to download (§2.9).
import type { ShopModules } from '@/lib/modules';
import { paths } from '@/lib/navigation';

export interface AccountPage {
  /** @keyword */
  label: string;
  href: string;
}

export interface AccountPagesOf {
  modules: Pick<ShopModules, 'wallet' | 'rewards' | 'sellers' | 'coupons'>;
  /** check-auth's `download_urls`: some order of the shopper's has files to download (false until known). */
  downloads: boolean;
}

export function accountPages({ modules, downloads }: AccountPagesOf): AccountPage[] {
  const pages: (AccountPage | false)[] = [
    { label: 'Dashboard', href: paths.dashboard.href() },
    { label: 'Order history', href: paths.orderHistory.href() },
    downloads && { label: 'Digital Product Orders', href: paths.digitalOrders.href() },
    { label: 'Wishlist', href: paths.wishlist.href() },
    { label: 'My alerts', href: paths.alerts.href() },
    modules.coupons && { label: 'Gift Voucher', href: paths.giftVoucher.href() },
    modules.sellers && { label: 'Followed Shops', href: paths.followedShops.href() },
    { label: 'Notifications', href: paths.notifications.href() },
    modules.wallet && { label: 'My Wallet', href: paths.wallet.href() },
    modules.rewards && { label: 'My Rewards', href: paths.rewards.href() },
    { label: 'Addresses', href: paths.addresses.href() },
    { label: 'Edit Profile', href: paths.editProfile.href() },
    { label: 'Change Password', href: paths.changePassword.href() },
    modules.sellers && { label: 'Be a Seller', href: paths.userToSeller.href() },
  ];
  return pages.filter((page): page is AccountPage => page !== false);
}
