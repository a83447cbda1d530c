import { useId, type ReactNode } from 'react';
import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { Divider } from '@/design-system/components/Divider';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { OrderLineOutput, OrderOutput } from '@/api-generated/model';
import { useI18n, useT } from '@/lib/i18n';
import { deliveryStatusKey, paymentStatusKey } from '@/domain/orders';
import { OrderLines } from './OrderLines';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';

export interface OrderCardProps {
  order: OrderOutput;
  headingLevel?: 2 | 3;
  /** Buttons for the whole order (download, cancel, details). */
  actions?: ReactNode;
  lineAction?: (line: OrderLineOutput) => ReactNode;
}

/** One seller's order: code, date, statuses, the delivery timeline, the products, the amounts and what to do. */
export function OrderCard({ order, headingLevel = 2, actions, lineAction }: OrderCardProps) {
  const t = useT();
  const { formatDate } = useI18n();
  const headingId = useId();
  const paymentTone = order.payment_status === 'paid' ? 'positive' : 'caution';
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      padding="4"
      borderStyle="solid"
      borderWidth="hairline"
      borderColor="border"
      borderRadius="md"
    >
      <Stack gap="4">
        <Stack gap="2">
          <Heading level={headingLevel} size="md" id={headingId}>
            {t('Order')} {order.code}
          </Heading>
          <Text size="sm" tone="muted">
            {t('Order Date')}: {formatDate(order.date)}
          </Text>
          <Inline gap="2">
            <Badge tone={order.delivery_status === 'canceled' ? 'critical' : 'info'} variant="subtle">
              {t('Delivery Status')}: {t(deliveryStatusKey(order.delivery_status))}
            </Badge>
            <Badge tone={paymentTone} variant="subtle">
              {t('Payment Status')}: {t(paymentStatusKey(order.payment_status))}
            </Badge>
          </Inline>
        </Stack>
        <Box
          display="flex"
          flexDirection={{ mobile: 'column', tablet: 'row' }}
          gap="6"
          alignItems="flex-start"
        >
          <Box flexShrink={0}>
            <OrderTimeline order={order} />
          </Box>
          <Box flex="fill" width="full" minWidth={0}>
            <Stack gap="3">
              <OrderLines lines={order.order_details} lineAction={lineAction} />
              <Divider />
              <OrderTotals order={order} />
            </Stack>
          </Box>
        </Box>
        {actions ? <Inline gap="2">{actions}</Inline> : null}
      </Stack>
    </Box>
  );
}
