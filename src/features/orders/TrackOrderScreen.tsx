import * as z from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { FormField } from '@/design-system/components/FormField';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { OrderCode } from '@/api-generated/model/orderCode.zod';
import { SERVER_ROOT_ERROR, fieldError, formError, useContractForm } from '@/lib/forms';
import { isApiError } from '@/lib/http';
import { errorMessage } from '@/ui';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { orderDetailsQueries } from './api/order-queries';
import { orderCodeExample } from './order-view';

/** The contract's order code, the only thing the backend's track-order page asks for. */
const TrackOrderForm = z.object({ code: OrderCode });

/**
 * /track-order — as the backend's own SPA does it (backend-api §2.13, §6.7): the order code opens that order's
 * page, `/get-invoice/{code}` (`GET user/invoice/{code}`). The order is looked up first, so an unknown code is
 * said here, next to what was typed, and a known one opens with its data already loaded.
 */
export function TrackOrderScreen() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { settings } = useStorefront();
  const form = useContractForm(TrackOrderForm, { defaultValues: { code: '' }, draftKey: 'track-order' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    const orderCode = code.trim();
    try {
      await queryClient.fetchQuery({ ...orderDetailsQueries(orderCode).order, meta: { errorToast: false } });
    } catch (error) {
      if (isApiError(error)) {
        form.setError('code', { type: 'server', message: t('We could not find an order with this code.') });
      } else {
        form.setError(SERVER_ROOT_ERROR, {
          type: 'server',
          message: errorMessage(error, t) ?? t('Something went wrong'),
        });
      }
      return;
    }
    form.clearDraft();
    await navigate(paths.getInvoice.href({ orderCode }));
  });

  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} size="2xl">
              {t('Track Order')}
            </Heading>
            <Text tone="muted">{t('Enter your order code to see your order and where it is.')}</Text>
          </Stack>
          <Box maxWidth="dialog">
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Track Order')}>
              <Stack gap="4">
                <FormField
                  label={t('Order Code')}
                  hint={orderCodeExample(settings.order_prefix)}
                  error={fieldError(errors, 'code')}
                >
                  <TextField autoComplete="off" {...form.register('code')} />
                </FormField>
                <Box>
                  <Button type="submit" loading={isSubmitting} loadingLabel={t('Searching')}>
                    {t('Track Order')}
                  </Button>
                </Box>
                {formError(errors) ? (
                  <Text tone="critical" role="alert">
                    {formError(errors)}
                  </Text>
                ) : null}
              </Stack>
            </form>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
