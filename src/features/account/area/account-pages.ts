// The account area's pages, in the order of its navigation. Settings and add-ons decide some of them.
import { paths } from '@/lib/navigation';
import type { Storefront } from '@/lib/session';

export interface AccountPage {
  /** @keyword */
  label: string;
  href: string;
}

export function accountPages({ settings, addOns }: Pick<Storefront, 'settings' | 'addOns'>): AccountPage[] {
  const pages: (AccountPage | false)[] = [
    { label: 'Dashboard', href: paths.dashboard.href() },
    { label: 'Order history', href: paths.orderHistory.href() },
    { label: 'Digital Product Orders', href: paths.digitalOrders.href() },
    { label: 'Wishlist', href: paths.wishlist.href() },
    { label: 'Gift Voucher', href: paths.giftVoucher.href() },
    { label: 'Followed Shops', href: paths.followedShops.href() },
    { label: 'Notifications', href: paths.notifications.href() },
    settings.wallet_system === 1 && { label: 'My Wallet', href: paths.wallet.href() },
    addOns.has('reward') && { label: 'My Rewards', href: paths.rewards.href() },
    { label: 'Addresses', href: paths.addresses.href() },
    { label: 'Edit Profile', href: paths.editProfile.href() },
    { label: 'Change Password', href: paths.changePassword.href() },
    settings.seller_system === 1 && { label: 'Be a Seller', href: paths.userToSeller.href() },
  ];
  return pages.filter((page): page is AccountPage => page !== false);
}
