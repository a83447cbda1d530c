import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FileInput } from '@/design-system/components/FileInput';
import { FormField } from '@/design-system/components/FormField';
import { RadioGroup } from '@/design-system/components/RadioGroup';
import { SafeHtml } from '@/design-system/components/SafeHtml';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { CompleteOrderRequest } from '@/api-generated/model/completeOrderRequest.zod';
import { fieldError, useContractForm } from '@/lib/forms';
import { useT } from '@/lib/i18n';
import { safeContentHref } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
import type { PaymentChoice } from '../payment-methods';

/** The form: the chosen method, and the contract's payment proof for offline methods. */
const PaymentForm = z.extend(z.pick(CompleteOrderRequest, { file: true }), {
  method: z.string().check(z.minLength(1)),
});
export type PaymentFormValues = z.output<typeof PaymentForm>;

export interface PaymentMethodFormProps {
  methods: readonly PaymentChoice[];
  /** Wallet balance too low to pay: shown as a hint (null otherwise). */
  walletBalance: number | null;
  busy: boolean;
  onPay: (choice: PaymentChoice, file: Blob | undefined) => void;
}

/** Choose how to pay, upload a proof for an offline method, then pay — once (the button waits for the answer). */
export function PaymentMethodForm({ methods, walletBalance, busy, onPay }: PaymentMethodFormProps) {
  const t = useT();
  const money = useFormatMoney();
  const form = useContractForm(PaymentForm, {
    defaultValues: { method: methods[0]?.value ?? '' },
    draftKey: 'payment-method',
  });
  const { errors } = form.formState;
  const chosen = methods.find((m) => m.value === form.watch('method'));

  const label = (choice: PaymentChoice): string => {
    switch (choice.kind) {
      case 'cash_on_delivery':
        return t('Cash on Delivery');
      case 'pay_later':
        return t('Pay Later');
      case 'wallet':
        return t('Pay with Wallet');
      case 'offline_method':
        return choice.method.name;
      case 'gateway':
        return choice.gateway.name;
    }
  };

  const submit = form.handleSubmit((values) => {
    const choice = methods.find((m) => m.value === values.method);
    if (!choice) return;
    if (choice.kind === 'offline_method' && !values.file) {
      form.setError(
        'file',
        { type: 'required', message: t('Please upload the payment proof') },
        { shouldFocus: true },
      );
      return;
    }
    onPay(choice, choice.kind === 'offline_method' ? values.file : undefined);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Payment Method')}>
      <Stack gap="4">
        <FormField label={t('Select Payment Method')} group error={fieldError(errors, 'method')}>
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <RadioGroup
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                options={methods.map((choice) => ({ value: choice.value, label: label(choice) }))}
              />
            )}
          />
        </FormField>
        {walletBalance !== null ? (
          <Text size="sm" tone="muted">
            {t('Your wallet balance ({amount}) does not cover this order.', { amount: money(walletBalance) })}
          </Text>
        ) : null}
        {chosen?.kind === 'offline_method' ? (
          <Box padding="4" background="surfaceRaised" borderRadius="md">
            <Stack gap="3">
              {chosen.method.instructions ? (
                <SafeHtml html={chosen.method.instructions} safeHref={safeContentHref} />
              ) : null}
              <FormField label={t('Upload payment proof')} error={fieldError(errors, 'file')}>
                <Controller
                  control={form.control}
                  name="file"
                  render={({ field }) => (
                    <FileInput
                      name={field.name}
                      accept="image/*"
                      buttonLabel={t('Choose file')}
                      noFileText={t('No file chosen')}
                      clearLabel={t('Remove file')}
                      onChange={(files) => field.onChange(files[0])}
                    />
                  )}
                />
              </FormField>
            </Stack>
          </Box>
        ) : null}
        <Box>
          <Button
            type="submit"
            size="lg"
            loading={busy}
            loadingLabel={t('Paying')}
            disabled={methods.length === 0}
          >
            {chosen?.kind === 'gateway'
              ? t('Continue to {name}', { name: chosen.gateway.name })
              : t('Pay Now')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
