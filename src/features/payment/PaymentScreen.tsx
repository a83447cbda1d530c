import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import type { PaymentType } from '@/api-generated/model';
import { resolveApiUrl, getPageMeta } from '@/lib/http';
import { QueryError } from '@/ui';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { paymentQueries, useCompletePayment } from './api/payment-queries';
import { PaymentMethodForm } from './components/PaymentMethodForm';
import { PaymentSummary } from './components/PaymentSummary';
import { SimulatedGateway } from './components/SimulatedGateway';
import { availableMethods, gatewayByType, walletShortfall, type PaymentChoice } from './payment-methods';

export interface PaymentScreenProps {
  /** An existing unpaid order's code (pay later), or null for the orders just confirmed. */
  code: string | null;
  /** The app runs on the built-in demo shop: gateways open a simulated gateway screen. */
  demoShop: boolean;
}

function PaymentSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">{t('Loading the payment')}</VisuallyHidden>
      <Skeleton shape="rect" width="100%" height="8rem" />
      <Skeleton shape="text" lines={4} />
    </Stack>
  );
}

/**
 * /payment/:code? — the methods the shop enables for these orders, then the order is placed: cash on delivery,
 * wallet, pay later, an offline method with its proof, or a gateway. A gateway's outcome comes back in the URL
 * (`?declined=stripe`, `?cancelled=stripe`), as a real gateway's return would.
 */
export function PaymentScreen({ code, demoShop }: PaymentScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { settings, addOns, user, isSignedIn } = useStorefront();
  const query = useQuery({ ...paymentQueries(code).toPay, meta: { errorToast: false } });
  const complete = useCompletePayment();

  const gateway = gatewayByType(search.get('gateway'));
  const declined = gatewayByType(search.get('declined'));
  const cancelled = gatewayByType(search.get('cancelled'));

  let body;
  if (query.isPending) body = <PaymentSkeleton />;
  else if (query.isError) {
    body = <QueryError query={query} title={t('The payment could not be loaded')} />;
  } else if (query.data.orders.length === 0) {
    body = (
      <EmptyState
        icon="wallet"
        headingLevel={2}
        title={t('Nothing to pay')}
        description={t(
          'Confirm an order at the checkout first, or pay an unpaid order from your order history.',
        )}
        action={
          <Button asChild>
            <RouterLink to={paths.cart.href()}>{t('View cart')}</RouterLink>
          </Button>
        }
      />
    );
  } else {
    const { orders } = query.data;
    const trxId = orders[0]!.trx_id;
    const total = orders.reduce((sum, order) => sum + Math.round(order.total_payable * 100), 0) / 100;
    const context = {
      settings,
      addOns,
      user,
      total,
      checkCod: query.data.check_cod,
      code,
      offlineMethods: query.data.offline_methods ?? [],
      demoShop,
    };
    const methods = availableMethods(context);
    const done = () =>
      navigate(
        code
          ? paths.getInvoice.href({ orderCode: code })
          : paths.orderConfirmation.href(undefined, { trx: trxId }),
        {
          replace: true,
        },
      );
    const pay = (paymentType: PaymentType, extra: { id?: number; file?: Blob } = {}) =>
      complete.mutate(
        {
          body: { payment_type: paymentType, trx_id: trxId, ...(code ? { code } : {}), ...extra },
          code,
          guest: !isSignedIn,
        },
        { onSuccess: done },
      );
    const choose = (choice: PaymentChoice, file: Blob | undefined) => {
      if (choice.kind === 'offline_method') return pay('offline_method', { id: choice.method.id, file });
      if (choice.kind !== 'gateway') return pay(choice.kind);
      if (demoShop) return setSearch({ gateway: choice.gateway });
      // A real gateway: the backend's redirect page takes over and returns to complete-order.
      const target = new URL(resolveApiUrl(choice.redirectPath ?? '', getPageMeta()));
      target.searchParams.set('trx_id', trxId);
      if (code) target.searchParams.set('code', code);
      window.location.assign(target.toString());
    };

    body = gateway ? (
      <SimulatedGateway
        name={gateway[2]}
        amount={total}
        busy={complete.isPending}
        onApprove={() => pay(gateway[0])}
        onDecline={() => setSearch({ declined: gateway[0] }, { replace: true })}
        onCancel={() => setSearch({ cancelled: gateway[0] }, { replace: true })}
      />
    ) : (
      <Box
        display="flex"
        flexDirection={{ mobile: 'column', desktop: 'row' }}
        gap="8"
        alignItems="flex-start"
      >
        <Box flex="fill" width="full" minWidth={0}>
          <Stack gap="4">
            {declined ? (
              <Text tone="critical" role="alert">
                {t('{name} declined the payment. Nothing was charged: try again or choose another method.', {
                  name: declined[2],
                })}
              </Text>
            ) : null}
            {cancelled ? (
              <Text role="status">
                {t('The payment with {name} was cancelled. Your order is waiting for payment.', {
                  name: cancelled[2],
                })}
              </Text>
            ) : null}
            <PaymentMethodForm
              methods={methods}
              walletBalance={walletShortfall(context)}
              busy={complete.isPending}
              onPay={choose}
            />
          </Stack>
        </Box>
        <Box width="full" maxWidth={{ mobile: 'full', desktop: 'dialog' }} flexShrink={0}>
          <PaymentSummary orders={orders} />
        </Box>
      </Box>
    );
  }

  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Heading level={1} size="2xl">
            {t('Payment')}
          </Heading>
          {body}
        </Stack>
      </Box>
    </Container>
  );
}
