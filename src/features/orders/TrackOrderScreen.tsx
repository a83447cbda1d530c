import * as z from 'zod/mini';
import { $ZodError } from 'zod/v4/core';
import { Box, Button, Container, FormField, Heading, Stack, Text, TextField } from '@/design-system';
import { TrackOrderRequest } from '@/api-generated/model/trackOrderRequest.zod';
import { applyServerErrors, fieldError, useContractForm } from '@/lib/forms';
import { useT } from '@/lib/i18n';
import { useTrackOrder } from './api/order-queries';
import { OrderCard } from './components/OrderCard';
import { OrderActions } from './components/OrderActions';

/**
 * The form's fields: the contract's order code, and one "e-mail or phone" box that becomes `email` or `phone`
 * (the contract wants at least one of them).
 */
const TrackOrderForm = z.extend(z.pick(TrackOrderRequest, { code: true }), {
  contact: z.string().check(z.trim(), z.minLength(1)),
});

const toRequest = ({ code, contact }: z.output<typeof TrackOrderForm>) =>
  TrackOrderRequest.parse(
    contact.includes('@') ? { code: code.trim(), email: contact } : { code: code.trim(), phone: contact },
  );

/** /track-order — find an order by its code and the e-mail or phone it was placed with; see where it is. */
export function TrackOrderScreen() {
  const t = useT();
  const track = useTrackOrder();
  const form = useContractForm(TrackOrderForm, {
    defaultValues: { code: '', contact: '' },
    draftKey: 'track-order',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await track.mutateAsync({ data: toRequest(values) });
      form.clearDraft();
    } catch (error) {
      if (applyServerErrors(form, error, { email: 'contact', phone: 'contact' })) return;
      // A refusal ("Order not found") is toasted by the app and shown under the code.
      if (error instanceof $ZodError)
        form.setError('contact', { type: 'validate', message: t('Please check this field') });
    }
  });

  const order = track.data?.order;
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} size="2xl">
              {t('Track Order')}
            </Heading>
            <Text tone="muted">{t('Enter your order code and the e-mail or phone you ordered with.')}</Text>
          </Stack>
          <Box maxWidth="dialog">
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Track Order')}>
              <Stack gap="4">
                <FormField label={t('Order Code')} hint="YR-0000012345" error={fieldError(errors, 'code')}>
                  <TextField autoComplete="off" {...form.register('code')} />
                </FormField>
                <FormField label={t('E-mail or phone')} error={fieldError(errors, 'contact')}>
                  <TextField autoComplete="email" {...form.register('contact')} />
                </FormField>
                <Box>
                  <Button type="submit" loading={track.isPending} loadingLabel={t('Searching')}>
                    {t('Track Order')}
                  </Button>
                </Box>
                {track.isError && !track.isPending ? (
                  <Text tone="critical" role="alert">
                    {t('We could not find an order with these details.')}
                  </Text>
                ) : null}
              </Stack>
            </form>
          </Box>
          {order ? (
            <OrderCard order={order} actions={<OrderActions order={order} showDetailsLink />} />
          ) : null}
        </Stack>
      </Box>
    </Container>
  );
}
