import { useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FileInput } from '@/design-system/components/FileInput';
import { FormField } from '@/design-system/components/FormField';
import { RadioGroup } from '@/design-system/components/RadioGroup';
import { SafeHtml } from '@/design-system/components/SafeHtml';
import { Stack } from '@/design-system/components/Stack';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import { RechargeWalletRequest, type GetWalletDataResponse } from '@/api-generated/model';
import type { Gateway } from '@/domain/payments';
import { applyServerErrors, fieldError, formError, numberFromText, useContractForm } from '@/lib/forms';
import { safeContentHref } from '@/lib/navigation';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useRechargeWallet } from './api/wallet';
import { FormMessage } from '@/ui';

// A recharge: an offline method with its proof (sent here), or a gateway the screen hands the amount to. The amount
// is typed in the active currency; the server divides it by the currency's rate (backend-api §2.14).
const OfflineRecharge = z.extend(z.pick(RechargeWalletRequest, { amount: true, id: true, file: true }), {
  amount: numberFromText(RechargeWalletRequest.shape.amount),
  id: numberFromText(z.int().check(z.gte(1))),
  file: RechargeWalletRequest.shape.file.def.innerType,
});

type OfflineMethod = GetWalletDataResponse['offline_methods'][number];

export interface RechargeFormProps {
  offlineMethods: readonly OfflineMethod[];
  /** Gateways that top up the wallet, listed after the offline methods. */
  gateways: readonly Gateway[];
  /** A top-up of `amount` (active currency) through `gateway`. */
  onGateway: (gateway: Gateway, amount: number) => void;
}

const gatewayValue = (gateway: Gateway) => `gateway:${gateway.type}`;

export function RechargeForm({ offlineMethods, gateways, onGateway }: RechargeFormProps) {
  const t = useT();
  const { toast } = useToast();
  const { currency } = useStorefront();
  const recharge = useRechargeWallet();
  const [fileKey, setFileKey] = useState(0);
  const form = useContractForm(OfflineRecharge, {
    defaultValues: {
      amount: '',
      id: offlineMethods[0] ? String(offlineMethods[0].id) : gateways[0] ? gatewayValue(gateways[0]) : '',
    },
    draftKey: 'wallet-recharge',
  });
  const { errors } = form.formState;
  const chosen = offlineMethods.find((method) => String(method.id) === form.watch('id'));
  const chosenGateway = gateways.find((gateway) => gatewayValue(gateway) === form.watch('id'));

  if (offlineMethods.length === 0 && gateways.length === 0) {
    return <FormMessage>{t('No recharge method is available right now')}</FormMessage>;
  }

  const submitOffline = form.handleSubmit((body) =>
    recharge.mutate(
      { ...body, payment_type: 'offline_method' },
      {
        onSuccess: (answer) => {
          form.clearDraft();
          form.reset({ amount: '', id: String(body.id) });
          setFileKey((key) => key + 1);
          toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );
  // A gateway needs only the amount; the gateway takes the payment.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!chosenGateway) return submitOffline(event);
    event.preventDefault();
    return form.trigger('amount', { shouldFocus: true }).then((valid) => {
      if (valid) onGateway(chosenGateway, Number(form.getValues('amount').trim()));
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Recharge Wallet')}>
      <Stack gap="4">
        {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
        <FormField label={`${t('Amount')} (${currency.code})`} required error={fieldError(errors, 'amount')}>
          <TextField
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            prefix={currency.symbol}
            {...form.register('amount')}
          />
        </FormField>
        <FormField label={t('Payment method')} group required error={fieldError(errors, 'id')}>
          <Controller
            control={form.control}
            name="id"
            render={({ field }) => (
              <RadioGroup
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                options={[
                  ...offlineMethods.map((method) => ({ value: String(method.id), label: method.name })),
                  ...gateways.map((gateway) => ({ value: gatewayValue(gateway), label: gateway.name })),
                ]}
              />
            )}
          />
        </FormField>
        {chosen?.instructions ? (
          <Box padding="3" borderRadius="md" background="surfaceRaised">
            <SafeHtml html={chosen.instructions} safeHref={safeContentHref} />
          </Box>
        ) : null}
        {chosenGateway ? null : (
          <FormField
            label={t('Payment proof')}
            required
            hint={t('A photo or PDF of the receipt')}
            error={fieldError(errors, 'file')}
          >
            <Controller
              control={form.control}
              name="file"
              render={({ field }) => (
                <FileInput
                  key={fileKey}
                  accept="image/*,.pdf"
                  name={field.name}
                  buttonLabel={t('Choose file')}
                  noFileText={t('No file chosen')}
                  clearLabel={t('Remove file')}
                  onChange={(files) => field.onChange(files[0])}
                />
              )}
            />
          </FormField>
        )}
        <Box>
          <Button type="submit" loading={recharge.isPending} loadingLabel={t('Sending')}>
            {chosenGateway ? t('Continue to {name}', { name: chosenGateway.name }) : t('Recharge')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
