import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { useFormatMoney } from '@/domain/prices';

/** "Price dropped by X" in the active currency; `amount` in the default currency, as answers give prices. */
export function PriceDropNote({ amount }: { amount: number }) {
  const t = useT();
  const money = useFormatMoney();
  return (
    <Text as="span" size="sm" weight="semibold" tone="positive">
      {t('Price dropped by {amount}', { amount: money(amount) })}
    </Text>
  );
}
