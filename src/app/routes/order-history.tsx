import { AccountLayout } from '@/features/account';
import { OrderHistoryScreen } from '@/features/orders';
import { useT } from '@/lib/i18n';

/** /user/order-history — the orders list inside the account area (which sends guests to sign in and back). */
export function Component() {
  const t = useT();
  return (
    <AccountLayout title={t('Order History')}>
      <OrderHistoryScreen withHeading={false} />
    </AccountLayout>
  );
}
