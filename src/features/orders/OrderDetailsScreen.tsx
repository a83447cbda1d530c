import { useQuery } from '@tanstack/react-query';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { useStorefront } from '@/lib/session';
import { orderDetailsQueries } from '@/domain/orders';
import { BuyAgain } from './buy-again/BuyAgain';
import { OrderActions } from './components/OrderActions';
import { OrderCard } from './components/OrderCard';
import { OrderLoadProblem } from './components/OrderLoadProblem';
import { OrdersSkeleton } from './components/OrdersSkeleton';
import { RefundRequestDialog } from './components/RefundRequestDialog';
import { canRequestRefund } from './order-view';

/** /get-invoice/:orderCode — one order: its lines, timeline and amounts; cancel while pending; refunds per line. */
export function OrderDetailsScreen({ code }: { code: string }) {
  const t = useT();
  const { settings, isSignedIn } = useStorefront();
  const modules = useModules();
  const query = useQuery({ ...orderDetailsQueries(code).order, meta: { errorToast: false } });

  if (query.isPending) return <OrdersSkeleton />;
  if (query.isError) {
    return <OrderLoadProblem query={query} />;
  }

  const { order } = query.data;
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Heading level={1} size="2xl">
            {t('Order')} {order.code}
          </Heading>
          <OrderCard
            order={order}
            actions={
              <>
                <OrderActions order={order} />
                <BuyAgain code={order.code} />
              </>
            }
            lineAction={(line) =>
              isSignedIn && canRequestRefund(order, line, { modules, settings }) ? (
                <RefundRequestDialog order={order} line={line} />
              ) : null
            }
          />
        </Stack>
      </Box>
    </Container>
  );
}
