import { AccountLayout } from '@/features/account';
import { AddressBook } from '@/features/addresses';
import { useT } from '@/lib/i18n';

/** /user/addresses — the address book inside the account area (which sends guests to sign in and back). */
export function Component() {
  const t = useT();
  return (
    <AccountLayout title={t('Addresses')}>
      <AddressBook />
    </AccountLayout>
  );
}
