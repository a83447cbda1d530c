import { useEffect, useRef, useState } from 'react';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useDraftOwner } from '@/lib/forms';
import { useT } from '@/lib/i18n';
import type { ScriptPaymentOutcome, StartScriptPayment } from '../gateways';
import {
  forgetTakenPayment,
  recallTakenPaymentOf,
  rememberTakenPayment,
  type TakenPaymentSubject,
} from '../taken-payments';

/** How a vendor's payment ended, as its script reports it. */
export type ScriptGatewayOutcome<Result> = ScriptPaymentOutcome<Result>;

export interface ScriptGatewayCheckoutProps<Result> {
  /** The gateway's name. */
  name: string;
  /** What the vendor charges, as it charges it (`125.00 USD`). */
  charge: string;
  /**
   * Loads the vendor's script and puts its controls into `container`; resolves to what takes them away again.
   * Rejects when the script cannot load.
   */
  start: StartScriptPayment<Result>;
  /** Tells the shop's backend about the payment (complete-order, recharge-wallet); rejects when that fails. */
  confirm: (result: Result) => Promise<unknown>;
  onDeclined: () => void;
  onCancelled: () => void;
  /** Back to the choice of methods. */
  onBack: () => void;
  /**
   * What is paid (an order's transaction, a top-up's amount): a payment the vendor took is kept under the shopper in
   * sessionStorage until the shop confirms it, so a reload offers "Confirm payment" instead of the vendor again.
   */
  subject?: TakenPaymentSubject;
}

type Phase<Result> =
  | { step: 'loading' }
  | { step: 'failed' }
  | { step: 'ready' }
  | { step: 'confirming'; result: Result }
  | { step: 'unconfirmed'; result: Result };

/**
 * A payment through a vendor's own browser script (PayPal, Razorpay, …), on the payment or wallet screen only: the
 * script is loaded when this panel shows, with a retry when it fails. A payment the vendor took but the shop's
 * backend did not confirm can be confirmed again with the same result, never paid twice.
 */
export function ScriptGatewayCheckout<Result>({
  name,
  charge,
  start,
  confirm,
  onDeclined,
  onCancelled,
  onBack,
  subject,
}: ScriptGatewayCheckoutProps<Result>) {
  const t = useT();
  const owner = useDraftOwner();
  const container = useRef<HTMLElement>(null);
  const [attempt, setAttempt] = useState(0);
  // A payment the vendor took before a reload, not confirmed yet: confirmed again, the vendor not offered.
  const [resumed] = useState(() => {
    const taken = subject ? recallTakenPaymentOf(owner, subject) : null;
    return taken ? (taken.result as Result) : null;
  });
  const [phase, setPhase] = useState<Phase<Result>>(() =>
    resumed === null ? { step: 'loading' } : { step: 'unconfirmed', result: resumed },
  );
  const latest = useRef({ start, confirm, onDeclined, onCancelled, subject, owner });
  useEffect(() => {
    latest.current = { start, confirm, onDeclined, onCancelled, subject, owner };
  });

  // One confirmation at a time: a second click before React renders again (a double click) sends nothing.
  const confirming = useRef(false);
  const send = (result: Result) => {
    if (confirming.current) return;
    confirming.current = true;
    const { subject: paid, owner: payer } = latest.current;
    if (paid) rememberTakenPayment(payer, paid, result as Readonly<Record<string, unknown>>);
    setPhase({ step: 'confirming', result });
    latest.current
      .confirm(result)
      .then(
        () => {
          if (paid) forgetTakenPayment(payer, paid.purpose);
        },
        () => setPhase({ step: 'unconfirmed', result }),
      )
      .finally(() => {
        confirming.current = false;
      });
  };
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  useEffect(() => {
    const element = container.current;
    if (!element || resumed !== null) return;
    let active = true;
    let stop: (() => void) | undefined;
    setPhase({ step: 'loading' });
    latest.current
      .start(element, {
        paid: (result) => {
          if (active) sendRef.current(result);
        },
        declined: () => {
          if (active) latest.current.onDeclined();
        },
        cancelled: () => {
          if (active) latest.current.onCancelled();
        },
      })
      .then((remove) => {
        if (!active) return remove();
        stop = remove;
        setPhase((current) => (current.step === 'loading' ? { step: 'ready' } : current));
      })
      .catch(() => {
        if (active) setPhase({ step: 'failed' });
      });
    return () => {
      active = false;
      stop?.();
    };
  }, [attempt, resumed]);

  const busy = phase.step === 'confirming';
  // Leaving while the shop confirms could lose its answer: the browser asks first.
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when it is set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);
  return (
    <Box
      as="section"
      aria-label={name}
      padding="6"
      borderStyle="solid"
      borderWidth="hairline"
      borderColor="border"
      borderRadius="lg"
    >
      <Stack gap="4">
        <Heading level={2} size="lg">
          {name}
        </Heading>
        <Text size="lg" weight="bold" tabular>
          {t('Amount')}: {charge}
        </Text>
        {phase.step === 'loading' ? (
          <Stack gap="2" aria-busy="true">
            <VisuallyHidden role="status">{t('Loading {name}', { name })}</VisuallyHidden>
            <Skeleton shape="rect" width="100%" height="3rem" />
          </Stack>
        ) : null}
        {phase.step === 'failed' ? (
          <Stack gap="2">
            <Text tone="critical" role="alert">
              {t('{name} could not be loaded. Check your connection and try again.', { name })}
            </Text>
            <Box>
              <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
                {t('Try again')}
              </Button>
            </Box>
          </Stack>
        ) : null}
        {busy ? <Text role="status">{t('Confirming your payment…')}</Text> : null}
        {phase.step === 'unconfirmed' ? (
          <Stack gap="2">
            <Text tone="critical" role="alert">
              {t('{name} took the payment, but the shop has not confirmed it yet. Confirm it again.', {
                name,
              })}
            </Text>
            <Box>
              <Button onClick={() => send(phase.result)}>{t('Confirm payment')}</Button>
            </Box>
          </Stack>
        ) : null}
        {/* The vendor's own controls; hidden, not removed, while the shop confirms. */}
        <Box ref={container} hidden={busy || phase.step === 'unconfirmed'} />
        {phase.step === 'unconfirmed' || busy ? null : (
          <Box>
            <Button variant="ghost" tone="neutral" onClick={onBack}>
              {t('Choose another method')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
