import { Select } from '@/design-system/components/Select';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useChangeCurrency } from '@/domain/settings';

/** Choose the display currency (shown when the shop allows it and offers more than one); prices follow at once. */
export function CurrencySwitcher() {
  const t = useT();
  const { toast } = useToast();
  const { start, settings, currency } = useStorefront();
  const change = useChangeCurrency();
  if (settings.currency_switcher !== 1 || start.currencies.length < 2) return null;
  return (
    <Select
      aria-label={t('Currency')}
      size="sm"
      value={currency.code}
      options={start.currencies.map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }))}
      onValueChange={(code) => {
        if (code === currency.code) return;
        change.mutate(code, {
          onSuccess: (answer) => {
            if (answer.success)
              toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
          },
        });
      }}
    />
  );
}
