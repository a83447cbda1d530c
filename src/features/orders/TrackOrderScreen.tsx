import { useEffect } from 'react';
import * as z from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { FormField } from '@/design-system/components/FormField';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { OrderCode } from '@/api-generated/model/orderCode.zod';
import { SERVER_ROOT_ERROR, fieldError, formError, useContractForm, useDraftOwner } from '@/lib/forms';
import { isApiError } from '@/lib/http';
import { errorMessage, FormMessage } from '@/ui';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { orderDetailsQueries } from '@/domain/orders';
import { orderCodeExample } from './order-view';
import { orderHasContact, readContact } from './track-order/order-contact';
import { rememberOrderProof } from './track-order/order-proof';

/** The order code, and the e-mail or phone used on the order (checked here, never sent: the backend takes none). */
const TrackOrderForm = z.object({
  code: OrderCode,
  contact: z.string().check(
    z.minLength(1),
    z.refine((value) => readContact(value) !== null),
  ),
});

/**
 * /track-order — the order code and the e-mail or phone used on the order. The backend's own page opens
 * `/get-invoice/{code}` on the code alone, which shows any guest's order (all belong to its one walk-in user,
 * backend-api §1.2, §2.13). Here the order is looked up first and opened only when the e-mail or phone matches
 * what it carries (track-order/order-contact.ts), and that proof is kept for the order's page (order-proof.ts). The
 * check runs in the browser: it stops this page from being a lookup tool, it does not protect the API.
 */
export function TrackOrderScreen() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { settings, isSignedIn } = useStorefront();
  const owner = useDraftOwner();
  const [search] = useSearchParams();
  const linkedCode = search.get('code')?.trim() ?? '';
  const form = useContractForm(TrackOrderForm, {
    defaultValues: { code: linkedCode, contact: '' },
    draftKey: 'track-order',
  });
  const { errors, isSubmitting } = form.formState;
  const { setValue } = form;

  // Sent here from an order's page (`?code=`): that code, over whatever an older draft held.
  useEffect(() => {
    if (linkedCode) setValue('code', linkedCode);
  }, [linkedCode, setValue]);

  const submit = form.handleSubmit(async ({ code, contact }) => {
    const orderCode = code.trim();
    const options = orderDetailsQueries(orderCode).order;
    const typed = readContact(contact);
    let matches = false;
    try {
      // 'never': the shop's words for an unknown code ("Order not found") would tell it from someone else's order.
      const { order } = await queryClient.fetchQuery({ ...options, meta: { errorToast: 'never' } });
      matches = typed !== null && orderHasContact(order, typed, { accountEmailCounts: isSignedIn });
    } catch (error) {
      if (!isApiError(error)) {
        form.setError(SERVER_ROOT_ERROR, {
          type: 'server',
          message: errorMessage(error, t) ?? t('Something went wrong'),
        });
        return;
      }
    }
    if (!matches) {
      // The same words for an unknown code and for someone else's order, so codes cannot be probed; and that
      // order stays neither on screen nor in the cache.
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      form.setError(SERVER_ROOT_ERROR, {
        type: 'server',
        message: t('We could not find an order with that code and e-mail or phone'),
      });
      return;
    }
    rememberOrderProof(owner, orderCode);
    form.clearDraft();
    await navigate(paths.getInvoice.href({ orderCode }));
  });

  const contactError =
    errors.contact?.type === 'custom' ? (
      <span role="alert">{t('Enter the e-mail address or phone number used on the order')}</span>
    ) : (
      fieldError(errors, 'contact')
    );

  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} size="2xl">
              {t('Track Order')}
            </Heading>
            <Text tone="muted">
              {t(
                'Enter your order code and the e-mail or phone number used on the order to see where it is.',
              )}
            </Text>
          </Stack>
          <Box maxWidth="dialog">
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Track Order')}>
              <Stack gap="4">
                {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
                <FormField
                  label={t('Order Code')}
                  hint={orderCodeExample(settings.order_prefix)}
                  error={fieldError(errors, 'code')}
                >
                  <TextField autoComplete="off" {...form.register('code')} />
                </FormField>
                <FormField
                  label={t('E-mail or phone number used on the order')}
                  hint={t('As given in the order’s shipping or billing address')}
                  error={contactError}
                >
                  <TextField autoComplete="email" {...form.register('contact')} />
                </FormField>
                <Box>
                  <Button type="submit" loading={isSubmitting} loadingLabel={t('Searching')}>
                    {t('Track Order')}
                  </Button>
                </Box>
              </Stack>
            </form>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
