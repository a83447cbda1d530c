import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { InvoiceScreen } from '@/features/orders';
import { GuestSignUpOffer } from '@/features/sign-in';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';

/**
 * /order-confirmation?trx=<trx_id> — where a completed payment lands: thanks, then the transaction's orders (and, for a
 * guest, the account sign-up with the order's details filled in).
 */
export function Component() {
  const t = useT();
  const [search] = useSearchParams();
  const trxId = search.get('trx') ?? '';
  if (!trxId) {
    return (
      <Container>
        <Box paddingBlock="6">
          <Stack gap="6">
            <Heading level={1} size="2xl">
              {t('Order Confirmation')}
            </Heading>
            <EmptyState
              icon="cart"
              headingLevel={2}
              title={t('No order to show')}
              description={t('Orders you place will be confirmed here.')}
              action={
                <Button asChild>
                  <RouterLink to={paths.home.href()}>{t('Continue shopping')}</RouterLink>
                </Button>
              }
            />
          </Stack>
        </Box>
      </Container>
    );
  }
  return (
    <InvoiceScreen
      key={trxId}
      trxId={trxId}
      confirmation
      guestOffer={(guest) => <GuestSignUpOffer {...guest} />}
    />
  );
}
