import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
import { useMailOrderOnce } from './api/mail-order';
import { invoiceQueries } from './api/order-queries';
import { OrderActions } from './components/OrderActions';
import { OrderCard } from './components/OrderCard';
import { OrderLoadProblem } from './components/OrderLoadProblem';
import { OrdersSkeleton } from './components/OrdersSkeleton';
import { transactionTotal } from './order-view';
import { usePlacedOrdersProof } from './track-order/use-placed-orders-proof';

export interface InvoiceScreenProps {
  trxId: string;
  /** Right after paying (/order-confirmation): thanks first, then the same invoice. */
  confirmation?: boolean;
}

/**
 * /invoice/:trx_id — every seller order of one transaction (one order per shop), each with its PDF. Once loaded, it
 * has the invoice mails sent if they were not yet, as the backend's SPA does.
 */
export function InvoiceScreen({ trxId, confirmation = false }: InvoiceScreenProps) {
  const t = useT();
  const money = useFormatMoney();
  const query = useQuery({ ...invoiceQueries(trxId).orders, meta: { errorToast: false } });
  useMailOrderOnce(trxId, query.data);
  usePlacedOrdersProof(query.data?.orders);

  if (query.isPending) return <OrdersSkeleton cards={2} />;
  if (query.isError) {
    return <OrderLoadProblem query={query} />;
  }

  const { orders } = query.data;
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
              {t('{n} orders', { n: orders.length })} · {t('Total')}: {money(transactionTotal(orders))}
            </Text>
          </Stack>
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
