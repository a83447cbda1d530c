import { Badge } from '@/design-system/components/Badge';
import { Stepper } from '@/design-system/components/Stepper';
import type { OrderOutput } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { DELIVERY_STEPS } from '@/domain/orders';
import { deliveryProgress } from '../order-view';

/** Where the order is: pending → confirmed → picked up → on the way → delivered; a cancelled order says so. */
export function OrderTimeline({ order }: { order: Pick<OrderOutput, 'code' | 'delivery_status'> }) {
  const t = useT();
  const current = deliveryProgress(order.delivery_status);
  if (current === null) {
    return (
      <Badge tone="critical" variant="subtle">
        {t('Canceled')}
      </Badge>
    );
  }
  return (
    <Stepper
      orientation="vertical"
      label={`${t('Delivery Status')}, ${order.code}`}
      completedLabel={t('completed')}
      current={current}
      steps={DELIVERY_STEPS.map(([, label]) => ({ label: t(label) }))}
    />
  );
}
