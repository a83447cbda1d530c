import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import { ConvertRewardRequest } from '@/api-generated/model';
import { applyServerErrors, fieldError, formError, numberFromText, useContractForm } from '@/lib/forms';
import { toastTitle, usePlural, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useFormatMoney } from '@/domain/prices';
import { rewardAmount } from '@/lib/rewards';
import { useConvertReward } from './api/rewards';
import { FormMessage } from '@/ui';

/** Points → wallet money at the shop's rate; the amount posted follows the backend's rule (a safe server checks it). */
export function ConvertRewardForm({ available }: { available: number }) {
  const t = useT();
  const plural = usePlural();
  const money = useFormatMoney();
  const { toast } = useToast();
  const { settings } = useStorefront();
  const convert = useConvertReward();
  const schema = useMemo(
    () => z.object({ reward: numberFromText(ConvertRewardRequest.shape.reward.check(z.lte(available))) }),
    [available],
  );
  const form = useContractForm(schema, { defaultValues: { reward: '' }, draftKey: 'convert-reward' });
  const { errors } = form.formState;
  const rate = Number(settings.reward_convert_rate) || 0;
  const typed = Number(form.watch('reward'));

  if (available < 1) return <Text tone="muted">{t('You have no points to convert yet.')}</Text>;

  const submit = form.handleSubmit((body) =>
    convert.mutate(
      { reward: body.reward, amount: rewardAmount(body.reward, rate) },
      {
        onSuccess: (answer) => {
          form.clearDraft();
          form.reset({ reward: '' });
          toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('Convert Reward')}>
      <Stack gap="4">
        {formError(errors) ? <FormMessage>{formError(errors)}</FormMessage> : null}
        <FormField
          label={t('Points')}
          hint={
            rate > 0
              ? `${t('{points} make {amount}.', { points: plural('points', rate), amount: money(1) })} ${t(
                  'You have {points}.',
                  { points: plural('points', available) },
                )}`
              : undefined
          }
          required
          error={fieldError(errors, 'reward')}
        >
          <TextField
            type="number"
            inputMode="numeric"
            min="1"
            max={available}
            step="1"
            {...form.register('reward')}
          />
        </FormField>
        {rate > 0 && typed > 0 && typed <= available ? (
          <Text size="sm" aria-live="polite">
            {t('About {amount} will be added to your wallet.', { amount: money(typed / rate) })}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" loading={convert.isPending} loadingLabel={t('Converting')}>
            {t('Convert to Wallet')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
