import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { IconButton } from '@/design-system/components/IconButton';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import type { AppliedCouponOutput } from '@/api-generated/model';
import { ApplyCouponRequest } from '@/api-generated/model/applyCouponRequest.zod';
import { fieldError, useContractForm } from '@/lib/forms';
import { isValidationError } from '@/lib/http';
import { errorMessage } from '@/ui';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useApplyCoupon, useRemoveCoupon } from '@/domain/cart';
import { useFormatMoney } from '@/domain/prices';

export interface CouponBoxProps {
  /** The cart's transaction id (every line carries it). */
  trxId: string;
  applied: readonly AppliedCouponOutput[];
}

/**
 * Apply a coupon code, and remove the ones applied. Shown to signed-in shoppers when coupons are on. The server
 * decides which seller's lines a code applies to; its refusal ("Invalid Coupon", "This Seller Coupon is Already
 * Used", a minimum to reach…) is shown under the field as well as in the error toast.
 */
export function CouponBox({ trxId, applied }: CouponBoxProps) {
  const t = useT();
  const money = useFormatMoney();
  const { toast } = useToast();
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  // The backend reads the user from the body (x-server-must-verify): send the signed-in user's own id.
  const userId = useStorefront().user?.id ?? 0;
  const form = useContractForm(ApplyCouponRequest, {
    defaultValues: { coupon_code: '', trx_id: trxId },
    draftKey: 'cart-coupon',
  });
  const { errors } = form.formState;

  const showSuccess = (message: string | undefined, fallback: string) =>
    toast({ tone: 'success', title: toastTitle('success', t), description: message || fallback });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await apply.mutateAsync({
        data: { coupon_code: values.coupon_code.trim(), trx_id: trxId },
      });
      form.reset({ coupon_code: '', trx_id: trxId });
      form.clearDraft();
      showSuccess(answer.success, t('Coupon applied'));
    } catch (error) {
      // Every failure beside the code, which stays typed (the form's one field): a 422's messages (the code's own
      // first), a refusal in words ("Coupon expired") and any other failure in the client's sentence. The client
      // toasts the server's words as well (spec §5 and §8).
      const message = isValidationError(error)
        ? (error.fields.coupon_code ?? error.messages.join(' '))
        : (errorMessage(error, t) ?? t('Something went wrong'));
      form.setError('coupon_code', { type: 'server', message }, { shouldFocus: true });
    }
  });

  const active = applied.filter((coupon) => coupon.status !== 0);

  return (
    <Stack gap="3">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('Coupon code')} error={fieldError(errors, 'coupon_code')}>
          <Inline gap="2" wrap={false}>
            <TextField autoComplete="off" {...form.register('coupon_code')} />
            <Button type="submit" variant="outline" loading={apply.isPending} loadingLabel={t('Applying')}>
              {t('Apply')}
            </Button>
          </Inline>
        </FormField>
      </form>
      {active.length > 0 ? (
        <Stack role="list" gap="2" aria-label={t('Applied coupons')}>
          {active.map((coupon) => (
            <Inline role="listitem" key={coupon.coupon_id} align="between" alignY="center" gap="2">
              <Text as="span" size="sm">
                {coupon.title} (−{money(coupon.discount)})
              </Text>
              <IconButton
                icon="close"
                size="sm"
                label={`${t('Remove coupon')} ${coupon.title}`}
                aria-disabled={remove.isPending || undefined}
                onClick={() =>
                  remove.isPending
                    ? undefined
                    : remove.mutate(
                        { data: { trx_id: trxId, coupon_id: coupon.coupon_id, user_id: userId } },
                        { onSuccess: (answer) => showSuccess(answer.success, t('Coupon removed')) },
                      )
                }
              />
            </Inline>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
