import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';

export type GatewayOutcome = 'declined' | 'cancelled' | 'not-completed';

export interface GatewayNoticeProps {
  outcome: GatewayOutcome;
  /** The gateway's name. */
  name: string;
}

/**
 * What came of a payment at a gateway when the shopper is back on the payment page with the orders still unpaid:
 * the demo shop's gateway says declined or cancelled; the backend sends the shopper back to `/payment` without
 * saying which, so the app only knows the payment did not go through.
 */
export function GatewayNotice({ outcome, name }: GatewayNoticeProps) {
  const t = useT();
  switch (outcome) {
    case 'declined':
      return (
        <Text tone="critical" role="alert">
          {t('{name} declined the payment. Nothing was charged: try again or choose another method.', {
            name,
          })}
        </Text>
      );
    case 'cancelled':
      return (
        <Text role="status">
          {t('The payment with {name} was cancelled. Your order is waiting for payment.', { name })}
        </Text>
      );
    case 'not-completed':
      return (
        <Text tone="critical" role="alert">
          {t(
            'The payment with {name} did not go through: your order is still waiting for payment. Try again or choose another method.',
            { name },
          )}
        </Text>
      );
  }
}
