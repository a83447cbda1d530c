import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import type { CompleteOrderRequest, PaymentType } from '@/api-generated/model';
import {
  forgetGatewayHandOff,
  gatewayByType,
  type GatewayForm,
  jazzCashForm,
  orderCheckout,
  orderPaymentLink,
  paymentQueries,
  recallGatewayHandOff,
  rememberGatewayHandOff,
  ScriptGatewayCheckout,
  SimulatedGateway,
  useCompletePayment,
} from '@/domain/payments';
import { QueryError, type GoneState } from '@/ui';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useModules } from '@/lib/modules';
import { useStorefront } from '@/lib/session';
import { GatewayFormPost } from './components/GatewayFormPost';
import { GatewayNotice } from './components/GatewayNotice';
import { NoPaymentMethod } from './components/NoPaymentMethod';
import { PaymentMethodForm } from './components/PaymentMethodForm';
import { PaymentSummary } from './components/PaymentSummary';
import { availableMethods, walletShortfall, whyNoMethod, type PaymentChoice } from './payment-methods';
import { payerOf } from './payer';

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
 * wallet, pay later, an offline method with its proof, or a gateway. A paid gateway returns to the invoice. An
 * unpaid one: the demo shop's gateway says so in the URL (`?declined=stripe`, `?cancelled=stripe`); the backend
 * returns to a bare `/payment` (an order code's too), so the page recalls what it handed to the gateway.
 */
export function PaymentScreen({ code, demoShop }: PaymentScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { settings, user, isSignedIn, start, currency } = useStorefront();
  const modules = useModules();
  const query = useQuery({ ...paymentQueries(code).toPay, meta: { errorToast: false } });
  const complete = useCompletePayment();

  const gateway = gatewayByType(search.get('gateway'));
  const declined = gatewayByType(search.get('declined'));
  const cancelled = gatewayByType(search.get('cancelled'));
  const [formPost, setFormPost] = useState<{ name: string; form: GatewayForm } | null>(null);
  const [returned] = useState(() =>
    gateway || declined || cancelled ? null : recallGatewayHandOff('order'),
  );
  // The backend brings an order code's failed payment back to `/payment` too: back to that order's page.
  const returnTo = returned?.code && returned.code !== code ? returned.code : null;
  useEffect(() => {
    if (returned && !returnTo) forgetGatewayHandOff();
  }, [returned, returnTo]);
  if (returnTo) return <Navigate to={paths.payment.href({ code: returnTo })} replace />;

  let body;
  if (query.isPending) body = <PaymentSkeleton />;
  else if (query.isError) {
    // An order code the backend will not show this shopper ("Permission Declined": another account's order, or
    // none): the way on, not "Try again", which would only be refused again.
    const notPayable: GoneState | undefined = !code
      ? undefined
      : isSignedIn
        ? {
            title: t('This order cannot be paid here'),
            description: t(
              'It is not an order of this account. Your orders and what is left to pay are in your order history.',
            ),
            href: paths.orderHistory.href(),
            action: t('Order History'),
            headingLevel: 2,
          }
        : {
            title: t('Sign in to pay this order'),
            description: t('An order is paid from the account that placed it.'),
            href: paths.login.href(undefined, { redirect: paths.payment.href({ code }) }),
            action: t('Login'),
            headingLevel: 2,
          };
    body = <QueryError query={query} title={t('The payment could not be loaded')} gone={notPayable} />;
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
      currencies: start.currencies,
      modules,
      user,
      total,
      checkCod: query.data.check_cod,
      code,
      offlineMethods: query.data.offline_methods ?? [],
      jazzCash: jazzCashForm(query.data.jazz_url, query.data.jazz_data),
      activeRate: currency.exchange_rate,
      currencyCode: currency.code,
      trxId,
      indianCurrency: query.data.indian_currency ?? null,
      xof: query.data.xof ?? null,
      midTransToken: query.data.mid_trans_token || null,
      payer: payerOf(user, orders[0]!),
      demoShop,
    };
    const methods = availableMethods(context);
    const checkoutOf = (type: PaymentType) => {
      const offered = methods.find((m) => m.kind === 'gateway' && m.value === type);
      return offered?.kind === 'gateway' ? orderCheckout(offered.gateway.type, context) : undefined;
    };
    const done = () =>
      navigate(
        code
          ? paths.getInvoice.href({ orderCode: code })
          : paths.orderConfirmation.href(undefined, { trx: trxId }),
        {
          replace: true,
        },
      );
    const payment = (
      paymentType: PaymentType,
      extra: Partial<CompleteOrderRequest> = {},
      trxIdInQuery = false,
    ) => ({
      body: { payment_type: paymentType, trx_id: trxId, ...(code ? { code } : {}), ...extra },
      code,
      guest: !isSignedIn,
      trxIdInQuery,
    });
    const pay = (paymentType: PaymentType, extra: { id?: number; file?: Blob } = {}) =>
      complete.mutate(payment(paymentType, extra), { onSuccess: done });
    const choose = (choice: PaymentChoice, file: Blob | undefined) => {
      if (choice.kind === 'offline_method') return pay('offline_method', { id: choice.method.id, file });
      if (choice.kind !== 'gateway') return pay(choice.kind);
      // A vendor's script runs on this page (`?gateway=paypal`), as does the demo shop's simulated gateway.
      if (demoShop || checkoutOf(choice.gateway.type)) return setSearch({ gateway: choice.gateway.type });
      // The gateway takes over; it returns to complete-order (paid: the invoice) or to /payment.
      if (choice.gateway.formPost && context.jazzCash) {
        rememberGatewayHandOff({ purpose: 'order', gateway: choice.gateway.type, trxId, code });
        return setFormPost({ name: choice.gateway.name, form: context.jazzCash });
      }
      const link = choice.gateway.orderLink && orderPaymentLink(choice.gateway.orderLink, { trxId, code });
      if (!link) return;
      rememberGatewayHandOff({ purpose: 'order', gateway: choice.gateway.type, trxId, code });
      window.location.assign(link);
    };
    const returnedFrom =
      returned && (returned.code ? returned.code === code : returned.trxId === trxId)
        ? gatewayByType(returned.gateway)
        : undefined;
    const notice = declined
      ? { outcome: 'declined' as const, name: declined.name }
      : cancelled
        ? { outcome: 'cancelled' as const, name: cancelled.name }
        : returnedFrom
          ? { outcome: 'not-completed' as const, name: returnedFrom.name }
          : null;

    const checkout = gateway && checkoutOf(gateway.type);
    body = checkout ? (
      <ScriptGatewayCheckout
        key={gateway.type}
        name={gateway.name}
        charge={checkout.charge}
        start={checkout.start}
        subject={{ purpose: 'order', gateway: gateway.type, subject: code ? `${trxId} ${code}` : trxId }}
        confirm={(fields) =>
          complete.mutateAsync(payment(gateway.type, fields, checkout.trxIdInQuery)).then(done)
        }
        onDeclined={() => setSearch({ declined: gateway.type }, { replace: true })}
        onCancelled={() => setSearch({ cancelled: gateway.type }, { replace: true })}
        onBack={() => setSearch({}, { replace: true })}
      />
    ) : gateway && demoShop ? (
      <SimulatedGateway
        name={gateway.name}
        amount={total}
        busy={complete.isPending}
        onApprove={() => pay(gateway.type)}
        onDecline={() => setSearch({ declined: gateway.type }, { replace: true })}
        onCancel={() => setSearch({ cancelled: gateway.type }, { replace: true })}
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
            {notice ? <GatewayNotice {...notice} /> : null}
            {methods.length === 0 ? (
              <NoPaymentMethod
                reason={whyNoMethod(context)}
                code={code}
                signedIn={isSignedIn}
                walletOn={modules.wallet}
                walletBalance={walletShortfall(context)}
              />
            ) : (
              <PaymentMethodForm
                methods={methods}
                walletBalance={walletShortfall(context)}
                busy={complete.isPending}
                onPay={choose}
              />
            )}
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
      {formPost ? <GatewayFormPost {...formPost} /> : null}
    </Container>
  );
}
