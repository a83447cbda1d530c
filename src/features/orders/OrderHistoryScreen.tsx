import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Pagination } from '@/design-system/components/Pagination';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { isHttpClientError } from '@/lib/http';
import { useI18n, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { useFormatMoney } from '@/domain/prices';
import { deliveryStatusKey, orderHistoryQueries, paymentStatusKey } from '@/domain/orders';
import { BuyAgain } from './buy-again/BuyAgain';
import { OrderActions } from './components/OrderActions';
import { OrderLoadProblem } from './components/OrderLoadProblem';
import { OrdersSkeleton } from './components/OrdersSkeleton';
import { RemoveOrder } from './components/RemoveOrder';
import { canRemove } from './order-view';
import { OwnWords } from '@/design-system/components/Text';

/**
 * /user/order-history — the signed-in shopper's orders, ten a page, each with its invoice, details, cancel (while
 * pending) and remove (once finished).
 * The route puts it inside the account area's layout (heading and navigation); alone it shows its own heading.
 */
export function OrderHistoryScreen({ withHeading = true }: { withHeading?: boolean }) {
  const t = useT();
  const { formatDate } = useI18n();
  const money = useFormatMoney();
  const { isSignedIn } = useStorefront();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useQuery({
    ...orderHistoryQueries(page).history,
    enabled: isSignedIn,
    placeholderData: (previous) => previous,
    meta: { errorToast: false },
  });

  if (!isSignedIn || (query.isError && isHttpClientError(query.error) && query.error.kind === 'auth')) {
    return (
      <Container>
        <Box paddingBlock="6">
          <EmptyState
            icon="user"
            headingLevel={2}
            title={t('Please login first')}
            description={t('Your orders are kept in your account.')}
            action={
              <Button asChild>
                <RouterLink to={paths.login.href(undefined, { redirect: paths.orderHistory.href() })}>
                  {t('Login')}
                </RouterLink>
              </Button>
            }
          />
        </Box>
      </Container>
    );
  }
  if (query.isPending) return <OrdersSkeleton cards={3} />;
  if (query.isError) {
    return <OrderLoadProblem query={query} />;
  }

  const { orderList } = query.data;
  const content = (
    <Stack gap="6">
      {withHeading ? (
        <Heading level={1} size="2xl">
          {t('Order History')}
        </Heading>
      ) : null}
      {orderList.data.length === 0 ? (
        <EmptyState
          icon="truck"
          headingLevel={2}
          title={t('No orders yet')}
          description={t('Orders you place will show up here.')}
          action={
            <Button asChild>
              <RouterLink to={paths.home.href()}>{t('Continue shopping')}</RouterLink>
            </Button>
          }
        />
      ) : (
        <Stack as="ul" gap="4" aria-label={t('Orders')}>
          {orderList.data.map((row) => (
            <Box
              as="li"
              key={row.order_id}
              padding="4"
              borderStyle="solid"
              borderWidth="hairline"
              borderColor="border"
              borderRadius="md"
            >
              <Stack gap="3">
                <Inline gap="4" alignY="top" wrap={false}>
                  {row.image ? (
                    <LazyImage src={row.image} alt="" width={56} height={56} radius="md" thumbnail />
                  ) : null}
                  <Box flex="fill" minWidth={0}>
                    <Stack gap="1">
                      <Heading level={2} size="sm">
                        {t('Order')} {row.code}
                      </Heading>
                      <Text size="sm">
                        <OwnWords>{row.product_name}</OwnWords>
                      </Text>
                      <Text size="sm" tone="muted">
                        {formatDate(row.order_date)} · {money(row.total_payable)}
                      </Text>
                      <Inline gap="2">
                        <Badge
                          size="sm"
                          variant="subtle"
                          tone={row.delivery_status === 'canceled' ? 'critical' : 'info'}
                        >
                          {t(deliveryStatusKey(row.delivery_status))}
                        </Badge>
                        <Badge
                          size="sm"
                          variant="subtle"
                          tone={row.payment_status === 'paid' ? 'positive' : 'caution'}
                        >
                          {t(paymentStatusKey(row.payment_status))}
                        </Badge>
                      </Inline>
                    </Stack>
                  </Box>
                </Inline>
                <Inline gap="2">
                  <OrderActions
                    order={{
                      id: row.order_id,
                      code: row.code,
                      delivery_status: row.delivery_status,
                      payment_status: row.payment_status,
                      status: 1,
                    }}
                    showDetailsLink
                  />
                  <BuyAgain code={row.code} />
                  {canRemove(row) ? <RemoveOrder order={{ id: row.order_id, code: row.code }} /> : null}
                </Inline>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <Pagination
        page={page}
        pageCount={orderList.last_page}
        label={t('Order History')}
        previousLabel={t('Previous')}
        nextLabel={t('Next')}
        pageLabel={(n) => t('Page {n}', { n })}
        onPageChange={(next) => setSearch({ page: String(next) })}
      />
    </Stack>
  );
  if (!withHeading) return content;
  return (
    <Container>
      <Box paddingBlock="6">{content}</Box>
    </Container>
  );
}
