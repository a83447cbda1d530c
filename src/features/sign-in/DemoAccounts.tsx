import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';

/** A ready-made account of the built-in demo shop (never present in a production build). */
export interface DemoAccount {
  /** What the account is: "Customer", "Seller". @keyword from the demo shop's accounts (mocks/), never a real shop's */
  role: string;
  email: string;
  password: string;
}

export interface DemoAccountsProps {
  accounts: readonly DemoAccount[];
  onUse: (account: DemoAccount) => void;
}

/** The demo shop's accounts with their passwords and a button that fills the sign-in form with them. */
export function DemoAccounts({ accounts, onUse }: DemoAccountsProps) {
  const t = useT();
  return (
    <Box
      as="section"
      aria-labelledby="demo-accounts-heading"
      padding="4"
      borderRadius="md"
      background="infoSurface"
    >
      <Stack gap="3">
        <Heading level={2} size="md" id="demo-accounts-heading">
          {t('Try the demo shop')}
        </Heading>
        {accounts.map((account) => (
          <Inline key={account.email} gap="3" alignY="center" align="between">
            <Stack gap="1">
              <Text weight="semibold">{t(account.role)}</Text>
              <Text size="sm">
                {t('Email')}:{' '}
                <Text as="span" weight="medium">
                  {account.email}
                </Text>
              </Text>
              <Text size="sm">
                {t('Password')}:{' '}
                <Text as="span" weight="medium">
                  {account.password}
                </Text>
              </Text>
            </Stack>
            <Button size="sm" variant="outline" onClick={() => onUse(account)}>
              {t('Use the {role} account', { role: t(account.role) })}
            </Button>
          </Inline>
        ))}
      </Stack>
    </Box>
  );
}
