import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { Inline } from '@/design-system/components/Inline';
import { useToast } from '@/design-system/components/Toast';
import type { OrderOutput } from '@/api-generated/model';
import { toastTitle, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { useCancelOrder, useDownloadInvoice } from '@/domain/orders';
import { canCancel } from '../order-view';

export interface OrderActionsProps {
  order: Pick<OrderOutput, 'id' | 'code' | 'delivery_status' | 'payment_status' | 'status'> &
    Partial<Pick<OrderOutput, 'payment_type'>>;
  /** Link to the order's own page (not on that page itself). */
  showDetailsLink?: boolean;
}

/** Download the invoice PDF, open the order's page, and — signed in, while pending — cancel it after a question. */
export function OrderActions({ order, showDetailsLink = false }: OrderActionsProps) {
  const t = useT();
  const { toast } = useToast();
  const { isSignedIn } = useStorefront();
  const download = useDownloadInvoice();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const downloading = download.isPending && download.variables.id === order.id;

  const confirmCancel = () =>
    cancel.mutate(order, {
      onSuccess: (answer) => {
        setAsking(false);
        toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
      },
    });

  return (
    <>
      <Button
        variant="outline"
        loading={downloading}
        loadingLabel={t('Downloading')}
        onClick={() => download.mutate(order)}
        aria-label={`${t('Download Invoice')} ${order.code}`}
      >
        {t('Download Invoice')}
      </Button>
      {order.payment_type === 'pay_later' && order.payment_status === 'unpaid' && canCancel(order) ? (
        <Button asChild>
          <RouterLink
            to={paths.payment.href({ code: order.code })}
            aria-label={`${t('Pay Now')} ${order.code}`}
          >
            {t('Pay Now')}
          </RouterLink>
        </Button>
      ) : null}
      {showDetailsLink ? (
        <Button asChild variant="ghost">
          <RouterLink
            to={paths.getInvoice.href({ orderCode: order.code })}
            aria-label={`${t('Order details')} ${order.code}`}
          >
            {t('Order details')}
          </RouterLink>
        </Button>
      ) : null}
      {isSignedIn && canCancel(order) ? (
        <Dialog
          open={asking}
          onOpenChange={setAsking}
          title={`${t('Cancel Order')} ${order.code}?`}
          description={
            order.payment_status === 'paid'
              ? t('The amount paid goes back to your wallet.')
              : t('The order will not be delivered.')
          }
          closeLabel={t('Close')}
          trigger={
            <Button variant="outline" tone="critical" aria-label={`${t('Cancel Order')} ${order.code}`}>
              {t('Cancel Order')}
            </Button>
          }
          footer={
            <Inline gap="2" align="end">
              <Button variant="ghost" tone="neutral" onClick={() => setAsking(false)}>
                {t('Keep the order')}
              </Button>
              <Button
                tone="critical"
                loading={cancel.isPending}
                loadingLabel={t('Cancelling')}
                onClick={confirmCancel}
              >
                {t('Cancel Order')}
              </Button>
            </Inline>
          }
        />
      ) : null}
    </>
  );
}
