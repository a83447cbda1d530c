import { useState, type FormEvent } from 'react';
import { Button, FormField, IconButton, Inline, Stack, Text, TextField, useToast } from '@/design-system';
import type { AppliedCouponOutput } from '@/api-generated/model';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/storefront';
import { useApplyCoupon, useRemoveCoupon } from './api/cart-state';
import { useFormatMoney } from '@/lib/storefront/format-money';

export interface CouponBoxProps {
  /** The cart's transaction id (every line carries it). */
  trxId: string;
  applied: readonly AppliedCouponOutput[];
}

/** Apply a coupon code, and remove the ones applied. Shown to signed-in shoppers when coupons are on. */
export function CouponBox({ trxId, applied }: CouponBoxProps) {
  const t = useT();
  const money = useFormatMoney();
  const { toast } = useToast();
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  // The backend reads the user from the body (x-server-must-verify): send the signed-in user's own id.
  const userId = useStorefront().user?.id ?? 0;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const showSuccess = (message: string | undefined, fallback: string) =>
    toast({ tone: 'success', title: toastTitle('success', t), description: message || fallback });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) {
      setError(t('Enter a coupon code'));
      return;
    }
    setError(null);
    apply.mutate(
      { data: { coupon_code: couponCode, trx_id: trxId } },
      {
        onSuccess: (answer) => {
          setCode('');
          showSuccess(answer.success, t('Coupon applied'));
        },
      },
    );
  };

  const active = applied.filter((coupon) => coupon.status !== 0);

  return (
    <Stack gap="3">
      <form onSubmit={submit} noValidate>
        <FormField label={t('Coupon code')} error={error ? <span role="alert">{error}</span> : undefined}>
          <Inline gap="2" wrap={false}>
            <TextField
              name="coupon_code"
              autoComplete="off"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
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
