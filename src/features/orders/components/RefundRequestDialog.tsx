import { useState } from 'react';
import { Button, Dialog, FormField, Inline, Stack, Text, Textarea, useToast } from '@/design-system';
import type { OrderLineOutput, OrderOutput } from '@/api-generated/model';
import { RequestRefundRequest } from '@/api-generated/model/requestRefundRequest.zod';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { useFormatMoney } from '@/lib/storefront/format-money';
import { useRequestRefund } from '../api/order-queries';
import { orderLineTotal } from '../order-view';

/** "Request a refund" for one line: the reason, sent with the order and line ids (the server computes amounts). */
export function RefundRequestDialog({
  order,
  line,
}: {
  order: Pick<OrderOutput, 'id' | 'code'>;
  line: OrderLineOutput;
}) {
  const t = useT();
  const money = useFormatMoney();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const refund = useRequestRefund(order.code);
  const form = useContractForm(RequestRefundRequest, {
    defaultValues: { order: order.id, order_detail_id: line.id, refund_reason: '' },
    draftKey: `refund-${line.id}`,
  });
  const { errors } = form.formState;
  const formId = `refund-form-${line.id}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await refund.mutateAsync({ data: values });
      form.clearDraft();
      setOpen(false);
      toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
    } catch (error) {
      applyServerErrors(form, error, { order: 'refund_reason', order_detail_id: 'refund_reason' });
    }
  });

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
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <Text size="sm">
            {t('Line total')}: {money(orderLineTotal(line))}
          </Text>
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
