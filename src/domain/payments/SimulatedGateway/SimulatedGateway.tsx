import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { useFormatMoney } from '@/domain/prices';

export interface SimulatedGatewayProps {
  name: string;
  /** What is paid, in the default currency (shown in the active one). */
  amount: number;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
  onCancel: () => void;
}

/**
 * The demo shop's stand-in for a payment gateway's hosted page, for an order or a wallet top-up: approve (the
 * gateway reports success and the shop completes the payment, as the real gateway's return does), decline or cancel
 * (the shopper comes back and nothing is charged). Shown only when the app runs on the demo shop.
 */
export function SimulatedGateway({
  name,
  amount,
  busy,
  onApprove,
  onDecline,
  onCancel,
}: SimulatedGatewayProps) {
  const t = useT();
  const money = useFormatMoney();
  return (
    <Box
      as="section"
      aria-label={`${name} (${t('demo')})`}
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
        <Text tone="muted">
          {t(
            'This is a simulated payment page of the demo shop: no money moves. Choose what the gateway answers.',
          )}
        </Text>
        <Text size="lg" weight="bold" tabular>
          {t('Amount')}: {money(amount)}
        </Text>
        <Inline gap="2">
          <Button
            tone="positive"
            loading={busy}
            loadingLabel={t('Paying')}
            onClick={busy ? undefined : onApprove}
          >
            {t('Approve payment')}
          </Button>
          <Button tone="critical" variant="outline" disabled={busy} onClick={onDecline}>
            {t('Decline payment')}
          </Button>
          <Button tone="neutral" variant="ghost" disabled={busy} onClick={onCancel}>
            {t('Cancel payment')}
          </Button>
        </Inline>
      </Stack>
    </Box>
  );
}
