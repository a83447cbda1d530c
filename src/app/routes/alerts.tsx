import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { MyAlerts } from '@/domain/watches';
import { AccountFrame, AccountLayout } from '@/features/account';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';

/**
 * /user/alerts — "My alerts": the watched products (issue 38 §1). In the account area for a signed-in shopper; a
 * guest watches too (in this browser), so a guest gets the same list on a plain page instead of the sign-in.
 */
export function Component() {
  const t = useT();
  const { user } = useStorefront();
  if (user)
    return (
      <AccountLayout title={t('My alerts')}>
        <MyAlerts />
      </AccountLayout>
    );
  return (
    <AccountFrame>
      <Stack gap="4">
        <Heading level={1} size="lg">
          {t('My alerts')}
        </Heading>
        <MyAlerts />
      </Stack>
    </AccountFrame>
  );
}
