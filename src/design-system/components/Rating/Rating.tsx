import type { Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Rating.css';

export const RATING_SIZES = ['sm', 'md', 'lg'] as const;
export type RatingSize = (typeof RATING_SIZES)[number];

export type RatingProps = {
  /** Average rating, e.g. 4.5. Clamped to 0…max. */
  value: number;
  max?: number;
  /** The accessible text, composed by the app in the shopper's language: "4.5 out of 5". */
  label: string;
  /** Visible extra text after the stars, e.g. "(128)". */
  count?: string;
  size?: RatingSize;
  ref?: Ref<HTMLSpanElement>;
};

/** Fill of each star, 0–1: value 3.5 of 5 → [1, 1, 1, 0.5, 0]. */
export function starFills(value: number, max: number): number[] {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  return Array.from({ length: max }, (_, index) => Math.min(Math.max(clamped - index, 0), 1));
}

/** Read-only star rating. */
export function Rating({ value, max = 5, label, count, size = 'md', ref }: RatingProps) {
  return (
    <span ref={ref} className={styles.root}>
      <span role="img" aria-label={label} className={styles.stars}>
        {starFills(value, max).map((fraction, index) => (
          <span
            key={index}
            className={styles.star({ size })}
            style={assignInlineVars({ [styles.fillVar]: `${Math.round(fraction * 100)}%` })}
          />
        ))}
      </span>
      {count ? <span className={styles.count}>{count}</span> : null}
    </span>
  );
}
