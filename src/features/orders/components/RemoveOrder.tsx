import { useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { Inline } from '@/design-system/components/Inline';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import { errorMessage, FormMessage } from '@/ui';
import { useRemoveOrder } from '@/domain/orders';

export interface RemoveOrderProps {
  /** The order's id (the history row's `order_id`) and code. */
  order: { id: number; code: string };
}

/**
 * Removes a finished order from the history after a question. The row leaves once the shop has hidden it; if it
 * cannot, the dialog stays open with the reason and the row stays where it was.
 */
export function RemoveOrder({ order }: RemoveOrderProps) {
  const t = useT();
  const { toast } = useToast();
  const remove = useRemoveOrder();
  const [asking, setAsking] = useState(false);
  const failure = remove.isError ? (errorMessage(remove.error, t) ?? t('Something went wrong')) : null;

  const ask = (open: boolean) => {
    if (open) remove.reset();
    setAsking(open);
  };
  // Through the promise, not `mutate`'s own callbacks: this component is in the row, which leaves the history
  // as soon as the shop has answered, and a callback given to `mutate` never runs once its component has gone — the
  // shop's "Order removed" was never shown. A failure is the dialog's to show (`remove.isError`).
  const confirm = () =>
    remove.mutateAsync(order).then(
      (answer) => {
        setAsking(false);
        toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
      },
      () => undefined,
    );

  return (
    <Dialog
      open={asking}
      onOpenChange={ask}
      title={t('Remove order {code} from your history?', { code: order.code })}
      description={t(
        'It is only hidden from your order history: nothing is cancelled or refunded, and its code still opens it.',
      )}
      closeLabel={t('Close')}
      trigger={
        <Button variant="ghost" tone="critical" aria-label={`${t('Remove order')} ${order.code}`}>
          {t('Remove')}
        </Button>
      }
      footer={
        <Inline gap="2" align="end">
          <Button variant="ghost" tone="neutral" onClick={() => ask(false)}>
            {t('Keep it')}
          </Button>
          <Button tone="critical" loading={remove.isPending} loadingLabel={t('Removing')} onClick={confirm}>
            {t('Remove order')}
          </Button>
        </Inline>
      }
    >
      {failure ? (
        <FormMessage>{t('The order could not be removed: {reason}', { reason: failure })}</FormMessage>
      ) : undefined}
    </Dialog>
  );
}
