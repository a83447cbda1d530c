import { Box } from '@/design-system/components/Box';
import { useT } from '@/lib/i18n';
import { useFormatMoney } from '@/domain/prices';
import { dropOf, payablePrice } from './watch-prices';
import { useWatches } from './use-watches';

export interface PriceDropMarkProps {
  productId: number;
  /** The card's prices, as the answer gives them (default currency): what the shopper pays is measured. */
  price: number;
  discount_percentage?: number | null;
}

/**
 * "Price dropped by X" on a product card (issue 38 §1): the card's price against the price the product had when the
 * shopper watched it (a variant's own watch is told on its page and in My alerts), in the active currency.
 * Nothing when there is no drop. A pill from the theme's atoms that wraps on a narrow card rather than cutting the
 * amount off (a Badge keeps to one line).
 */
export function PriceDropMark({ productId, ...card }: PriceDropMarkProps) {
  const t = useT();
  const money = useFormatMoney();
  const { watches } = useWatches();
  const watch = watches.find((w) => w.productId === productId && w.variant === null);
  const drop = watch ? dropOf(watch, payablePrice(card)) : null;
  if (drop === null) return null;
  return (
    <Box
      as="span"
      background="positiveSurface"
      color="positive"
      borderRadius="md"
      paddingInline="2"
      paddingBlock="0.5"
      fontSize="xs"
      fontWeight="semibold"
      lineHeight="tight"
    >
      {t('Price dropped by {amount}', { amount: money(drop) })}
    </Box>
  );
}
