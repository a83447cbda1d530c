import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
import type { NoMethodReason } from '../payment-methods';

export interface NoPaymentMethodProps {
  reason: NoMethodReason;
  /** The order's code when one existing order is paid (`/payment/:code`), else null. */
  code: string | null;
  signedIn: boolean;
  /** The shop has the wallet (module `wallet`): it can be topped up. */
  walletOn: boolean;
  /** The wallet's balance when it does not cover the orders, else null. */
  walletBalance: number | null;
}

/**
 * The payment page when the shop offers no method these orders can be paid with: why, in the shopper's words,
 * and the ways on — ask the shop, top up the wallet when only its balance is short, look at the order (kept,
 * waiting for payment), or go back to the cart and change it.
 */
export function NoPaymentMethod({ reason, code, signedIn, walletOn, walletBalance }: NoPaymentMethodProps) {
  const t = useT();
  const money = useFormatMoney();
  const why = {
    'existing-order': walletOn
      ? t(
          'An order waiting for payment can only be paid online or with your wallet, and neither is possible for it right now.',
        )
      : t(
          'An order waiting for payment can only be paid online, and the shop offers no online payment right now.',
        ),
    'no-cash-on-delivery': t(
      'Something in your order cannot be paid on delivery, and the shop offers no other way to pay right now.',
    ),
    none: t('The shop offers no way to pay for this order right now.'),
  }[reason];
  const order = code
    ? { label: t('View the order'), href: paths.getInvoice.href({ orderCode: code }) }
    : signedIn
      ? { label: t('View your orders'), href: paths.orderHistory.href() }
      : null;

  return (
    <EmptyState
      icon="wallet"
      size="compact"
      headingLevel={2}
      title={t('This order cannot be paid here right now')}
      description={
        <Stack gap="2">
          <Text tone="muted">{why}</Text>
          {walletBalance !== null ? (
            <Text tone="muted">
              {t('Your wallet balance ({amount}) does not cover this order.', {
                amount: money(walletBalance),
              })}
            </Text>
          ) : null}
          <Text tone="muted">{t('Your order is kept. The shop can tell you how to pay for it.')}</Text>
        </Stack>
      }
      action={
        <>
          <Button asChild>
            <RouterLink to={paths.contact.href()}>{t('Contact the shop')}</RouterLink>
          </Button>
          {walletOn && walletBalance !== null ? (
            <Button asChild variant="outline">
              <RouterLink to={paths.wallet.href()}>{t('Top up your wallet')}</RouterLink>
            </Button>
          ) : null}
          {order ? (
            <Button asChild variant="outline">
              <RouterLink
                // link-source: order.href is paths.getInvoice.href() or paths.orderHistory.href() (above)
                to={order.href}
              >
                {order.label}
              </RouterLink>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <RouterLink to={paths.cart.href()}>{t('Back to cart')}</RouterLink>
          </Button>
        </>
      }
    />
  );
}
