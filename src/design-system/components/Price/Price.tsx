import type { Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Price.css';

export const PRICE_SIZES = ['sm', 'md', 'lg'] as const;
export type PriceSize = (typeof PRICE_SIZES)[number];

type Discounted = {
  /** The price before the discount, already formatted; rendered struck through in <del>. */
  originalPrice: string;
  /** Screen-reader words before each amount, e.g. "Current price" / "Original price". */
  currentPriceLabel: string;
  originalPriceLabel: string;
};

export type PriceProps = {
  /** Already formatted by the app ("$1,234.50", "1.234,50 €"). */
  price: string;
  size?: PriceSize;
  ref?: Ref<HTMLSpanElement>;
} & (Discounted | { originalPrice?: undefined; currentPriceLabel?: string; originalPriceLabel?: string });

const Amount = ({ value }: { value: string }) => (
  <span dir="ltr" className={styles.amount}>
    {value}
  </span>
);

/** A formatted price, with the original price struck through when discounted. */
export function Price({
  price,
  originalPrice,
  currentPriceLabel,
  originalPriceLabel,
  size = 'md',
  ref,
}: PriceProps) {
  const sale = originalPrice !== undefined;
  return (
    <span ref={ref} className={styles.root({ size })}>
      <span className={styles.current({ sale })}>
        {sale && currentPriceLabel ? <VisuallyHidden>{currentPriceLabel} </VisuallyHidden> : null}
        <Amount value={price} />
      </span>
      {sale ? (
        <del className={styles.original}>
          {originalPriceLabel ? <VisuallyHidden>{originalPriceLabel} </VisuallyHidden> : null}
          <Amount value={originalPrice} />
        </del>
      ) : null}
    </span>
  );
}
