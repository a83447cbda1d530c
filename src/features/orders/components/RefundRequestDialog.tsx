import { useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { Textarea } from '@/design-system/components/Textarea';
import { useToast } from '@/design-system/components/Toast';
import type { OrderLineOutput, OrderOutput, RequestRefundRequest as RefundBody } from '@/api-generated/model';
import { RequestRefundRequest } from '@/api-generated/model/requestRefundRequest.zod';
import { useOneAtATime } from '@/lib/one-intent';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useFormatMoney } from '@/domain/prices';
import { useRequestRefund } from '@/domain/orders';
import { refundAmounts } from '../order-view';

/** The shopper types only the reason; the rest of the contract's body comes from the order line. */
const RefundReasonForm = z.pick(RequestRefundRequest, { refund_reason: true });

/**
 * "Request a refund" for one line. The backend stores the product name and amounts the dialog shows, as display
 * strings (backend-api §2.13), so exactly what is shown is sent; a safe server recomputes them (the demo shop does).
 */
export function RefundRequestDialog({
  order,
  line,
}: {
  order: Pick<OrderOutput, 'id' | 'code'>;
  line: OrderLineOutput;
}) {
  const t = useT();
  const money = useFormatMoney();
  const { settings } = useStorefront();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const refund = useRequestRefund(order.code);
  const form = useContractForm(RefundReasonForm, {
    defaultValues: { refund_reason: '' },
    draftKey: `refund-${line.id}`,
  });
  const { errors } = form.formState;
  const formId = `refund-form-${line.id}`;
  const amounts = refundAmounts(line, settings);
  const shown = {
    total_amount: money(amounts.total),
    shipping_cost: money(amounts.shipping),
    refundable_amount: money(amounts.refundable),
  };

  // One request at a time: a second submit while one is on its way (a double click) sends and says nothing more.
  const submit = useOneAtATime(
    form.handleSubmit(async ({ refund_reason }) => {
      const body: RefundBody = {
        order: order.id,
        order_detail_id: line.id,
        product_name: line.product_name,
        ...shown,
        refund_reason,
      };
      try {
        const answer = await refund.mutateAsync({ data: body });
        form.clearDraft();
        setOpen(false);
        toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
      } catch (error) {
        // A 422 on a field the shopper cannot edit goes to the form's own message; a refusal is toasted by the app.
        applyServerErrors(form, error);
      }
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('Refund Request')}
      description={line.product_name}
      closeLabel={t('Close')}
      trigger={
        <Button size="sm" variant="outline" aria-label={`${t('Refund Request')}, ${line.product_name}`}>
          {t('Refund Request')}
        </Button>
      }
      footer={
        <Inline gap="2" align="end">
          <Button variant="ghost" tone="neutral" onClick={() => setOpen(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} loading={refund.isPending} loadingLabel={t('Sending')}>
            {t('Submit')}
          </Button>
        </Inline>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="3">
          <Stack gap="1">
            <Text size="sm">
              {t('Line total')}: {shown.total_amount}
            </Text>
            <Text size="sm">
              {t('Shipping Cost')}: {shown.shipping_cost}
            </Text>
            <Text size="sm" weight="semibold">
              {t('Refundable Amount')}: {shown.refundable_amount}
            </Text>
          </Stack>
          <FormField label={t('Refund Reason')} error={fieldError(errors, 'refund_reason')}>
            <Textarea {...form.register('refund_reason')} />
          </FormField>
          {formError(errors) ? (
            <Text size="sm" tone="critical" role="alert">
              {formError(errors)}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Dialog>
  );
}
