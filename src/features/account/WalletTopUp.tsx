import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import {
  forgetGatewayHandOff,
  type Gateway,
  gatewayByType,
  offeredGateways,
  recallGatewayHandOff,
  rememberGatewayHandOff,
  ScriptGatewayCheckout,
  SimulatedGateway,
  takeDemoVendorPayment,
  walletCheckout,
  walletCheckoutAvailable,
  walletTopUpLink,
} from '@/domain/payments';
import { useOneAtATime } from '@/lib/one-intent';
import { useModules } from '@/lib/modules';
import { useStorefront } from '@/lib/session';
import { QueryState } from '@/ui';
import { useCompleteRecharge, useRechargeWallet, walletQueries } from './api/wallet';
import { RechargeForm } from './RechargeForm';

/**
 * The wallet's recharge: offline methods with a proof (module `offlinePayment`), and the gateways the shop switches
 * on (backend-api §2.14).
 * A redirect gateway's top-up leaves for the backend's wallet page of that gateway, which returns to `/my-wallet`
 * paid or not (the page cannot tell which, so it points at the balance); on the demo shop a simulated gateway takes
 * its place (`?gateway=stripe&amount=25`) and says how it ended (`?declined=`, `?cancelled=`). A gateway paid through
 * its own script (PayPal, Razorpay, …) runs here (`?gateway=paypal&amount=25`) and its payment posts to recharge-wallet
 * (Google Pay: complete-recharge).
 */
export function WalletTopUp({ demoShop }: { demoShop: boolean }) {
  const t = useT();
  const { toast } = useToast();
  const { settings, start, currency, user } = useStorefront();
  const modules = useModules();
  const [search, setSearch] = useSearchParams();
  const setup = useQuery(walletQueries().setup);
  const complete = useCompleteRecharge();
  const recharge = useRechargeWallet();
  const scriptContext = {
    settings,
    activeRate: currency.exchange_rate,
    currencyCode: currency.code,
    indianCurrency: setup.data?.indian_currency ?? null,
    xof: setup.data?.xof ?? null,
    email: user?.email ?? '',
    name: user?.full_name ?? '',
    phone: user?.phone ?? '',
    demoShop,
  };
  const byScript = (gateway: Gateway) =>
    gateway.script && walletCheckoutAvailable(gateway.type, scriptContext);
  // The demo shop simulates a script gateway the wallet cannot run (Midtrans: no Snap token for a top-up).
  const gateways = offeredGateways({ settings, currencies: start.currencies }).filter(
    (gateway) => gateway.walletLink !== null || byScript(gateway) || (demoShop && gateway.script),
  );
  const chosen = gateways.find((gateway) => gateway.type === search.get('gateway'));
  const amount = Number(search.get('amount'));
  const scripted =
    chosen && amount > 0 ? walletCheckout(chosen.type, { ...scriptContext, amount }) : undefined;
  const simulated = demoShop && !scripted ? chosen : undefined;
  const declined = gatewayByType(search.get('declined'));
  const cancelled = gatewayByType(search.get('cancelled'));
  const [returned] = useState(() =>
    search.has('gateway') || declined || cancelled ? null : recallGatewayHandOff('wallet'),
  );
  useEffect(() => {
    if (returned) forgetGatewayHandOff();
  }, [returned]);
  const returnedFrom = returned ? gatewayByType(returned.gateway) : undefined;

  const topUp = (gateway: Gateway, typed: number) => {
    if (demoShop || byScript(gateway)) return setSearch({ gateway: gateway.type, amount: String(typed) });
    const link = gateway.walletLink && walletTopUpLink(gateway.walletLink, typed);
    if (!link) return;
    rememberGatewayHandOff({ purpose: 'wallet', gateway: gateway.type, trxId: '', code: null });
    window.location.assign(link);
  };

  const toppedUp = (answer: { success: string }) => {
    toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
    setSearch({}, { replace: true });
  };

  // The demo shop's simulated gateway page: approving is its vendor taking the payment, once; a completion that
  // failed is retried with that same payment (never a second charge), and a double click approves once.
  const simulatedPayment = useRef<{ gateway: string; amount: number; reference: string } | null>(null);
  const [approving, setApproving] = useState(false);
  const approveSimulated = useOneAtATime(async (gateway: Gateway) => {
    setApproving(true);
    try {
      let taken = simulatedPayment.current;
      if (taken?.gateway !== gateway.type || taken.amount !== amount) {
        const reference = await takeDemoVendorPayment({
          gateway: gateway.type,
          currency: currency.code,
          amount,
        });
        taken = simulatedPayment.current = { gateway: gateway.type, amount, reference };
      }
      const answer = await complete.mutateAsync({
        payment_type: gateway.type,
        amount,
        transaction_id: taken.reference,
      });
      simulatedPayment.current = null;
      toppedUp(answer);
    } catch {
      // the app's toasts say why; the payment taken stays for the next try
    } finally {
      setApproving(false);
    }
  });

  if (chosen && scripted) {
    return (
      <ScriptGatewayCheckout
        key={chosen.type}
        name={chosen.name}
        charge={scripted.charge}
        start={scripted.start}
        subject={{ purpose: 'wallet', gateway: chosen.type, subject: String(amount) }}
        confirm={(fields) =>
          (scripted.completes === 'complete-recharge'
            ? complete.mutateAsync({ amount, payment_type: chosen.type, ...fields })
            : recharge.mutateAsync({ amount, payment_type: chosen.type, ...fields })
          ).then(toppedUp)
        }
        onDeclined={() => setSearch({ declined: chosen.type }, { replace: true })}
        onCancelled={() => setSearch({ cancelled: chosen.type }, { replace: true })}
        onBack={() => setSearch({}, { replace: true })}
      />
    );
  }

  if (simulated && amount > 0) {
    return (
      <SimulatedGateway
        name={simulated.name}
        amount={amount / currency.exchange_rate}
        busy={approving}
        onApprove={() => void approveSimulated(simulated)}
        onDecline={() => setSearch({ declined: simulated.type }, { replace: true })}
        onCancel={() => setSearch({ cancelled: simulated.type }, { replace: true })}
      />
    );
  }

  return (
    <Stack gap="3">
      {declined ? (
        <Text tone="critical" role="alert">
          {t('{name} declined the top-up. Nothing was charged: try again or choose another method.', {
            name: declined.name,
          })}
        </Text>
      ) : cancelled ? (
        <Text role="status">{t('The top-up with {name} was cancelled.', { name: cancelled.name })}</Text>
      ) : returnedFrom ? (
        <Text role="status">
          {t('Back from {name}: a top-up that went through shows in your balance and history.', {
            name: returnedFrom.name,
          })}
        </Text>
      ) : null}
      <QueryState
        query={setup}
        pending={<Skeleton shape="text" lines={4} />}
        errorTitle={t('Recharge is not available right now')}
        errorSize="compact"
        headingLevel={3}
      >
        {(data) => (
          <RechargeForm
            offlineMethods={modules.offlinePayment ? data.offline_methods : []}
            gateways={gateways}
            onGateway={topUp}
          />
        )}
      </QueryState>
    </Stack>
  );
}
