import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { newAddressFrom, type NewAddress } from '@/domain/addresses';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { useFormatMoney } from '@/domain/prices';
import { invoiceQueries, useMailOrderOnce } from '@/domain/orders';
import { OrderActions } from './components/OrderActions';
import { OrderCard } from './components/OrderCard';
import { OrderLoadProblem } from './components/OrderLoadProblem';
import { OrdersSkeleton } from './components/OrdersSkeleton';
import { transactionTotal } from './order-view';
import { usePlacedOrdersProof } from './track-order/use-placed-orders-proof';

/** What a guest typed at checkout, as the invoice answer carries it (the order's shipping address). */
export interface GuestDetails {
  name: string;
  email: string;
  /** The address as the address book takes it (ids included), or null when the orders have none that fits. */
  address: NewAddress | null;
}

export interface InvoiceScreenProps {
  trxId: string;
  /** Right after paying (/order-confirmation): thanks first, then the same invoice. */
  confirmation?: boolean;
  /** Shown above the orders when a guest placed them (never to a signed-in shopper): the account sign-up offer. */
  guestOffer?: (guest: GuestDetails) => ReactNode;
}

/** The guest's details from the first order with an address (shipping, else billing). */
const guestDetails = (
  orders: readonly { shipping_address?: NewAddressSource; billing_address?: NewAddressSource }[],
): GuestDetails | null => {
  const typed = orders.map((order) => order.shipping_address ?? order.billing_address).find(Boolean);
  return typed ? { name: typed.name, email: typed.email, address: newAddressFrom(typed) } : null;
};
type NewAddressSource = Parameters<typeof newAddressFrom>[0];

/**
 * /invoice/:trx_id — every seller order of one transaction (one order per shop), each with its PDF. Once loaded, it
 * has the invoice mails sent if they were not yet, as the backend's SPA does.
 */
export function InvoiceScreen({ trxId, confirmation = false, guestOffer }: InvoiceScreenProps) {
  const t = useT();
  const plural = usePlural();
  const { isSignedIn } = useStorefront();
  const money = useFormatMoney();
  const query = useQuery({ ...invoiceQueries(trxId).orders, meta: { errorToast: false } });
  useMailOrderOnce(trxId, query.data);
  usePlacedOrdersProof(query.data?.orders);

  if (query.isPending) return <OrdersSkeleton cards={2} />;
  if (query.isError) {
    return <OrderLoadProblem query={query} />;
  }

  const { orders, guest } = query.data;
  const offerTo = guestOffer && !isSignedIn && guest !== null ? guestDetails(orders) : null;
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} size="2xl">
              {confirmation ? t('Thank you for your order') : t('Invoice')}
            </Heading>
            {confirmation ? (
              <Text>{t('Your order has been placed. Each shop sends its part separately.')}</Text>
            ) : null}
            <Text tone="muted">
              {t('Transaction')}:{' '}
              <Text as="span" weight="semibold">
                {trxId}
              </Text>
            </Text>
            <Text tone="muted">
              {plural('orders', orders.length)} · {t('Total')}: {money(transactionTotal(orders))}
            </Text>
          </Stack>
          {offerTo ? guestOffer?.(offerTo) : null}
          {orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              actions={<OrderActions order={order} showDetailsLink />}
            />
          ))}
          <Inline gap="2">
            <Button asChild>
              <RouterLink to={paths.home.href()}>{t('Continue shopping')}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.trackOrder.href()}>{t('Track Order')}</RouterLink>
            </Button>
          </Inline>
        </Stack>
      </Box>
    </Container>
  );
}
