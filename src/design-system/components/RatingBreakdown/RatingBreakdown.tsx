import type { Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { StarShape } from '../Rating/StarShape';
import * as styles from './RatingBreakdown.css';

export interface RatingBreakdownRow {
  /** Number of stars of this row, e.g. 5. */
  stars: number;
  /** Share of all reviews, 0–100 (clamped). */
  percent: number;
  /** Visible count next to the bar, composed by the app: "12". */
  count: string;
  /** The whole row in words for assistive technology: "5 stars: 12 reviews (60%)". */
  label: string;
}

export type RatingBreakdownProps = {
  /** Accessible name of the list, e.g. "Rating distribution". */
  label: string;
  /** Rows from the most stars to the fewest. */
  rows: readonly RatingBreakdownRow[];
  ref?: Ref<HTMLUListElement>;
};

const clampPercent = (value: number) => Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 100);

/** How a product's reviews spread over 5★…1★: one bar per star count, with the number of reviews. */
export function RatingBreakdown({ label, rows, ref }: RatingBreakdownProps) {
  return (
    <ul ref={ref} className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.stars} className={styles.row} aria-label={row.label}>
          <span className={styles.stars} aria-hidden="true">
            {row.stars}
            <StarShape className={styles.star} />
          </span>
          <span className={styles.track} aria-hidden="true">
            <span
              className={styles.bar}
              style={assignInlineVars({ [styles.shareVar]: `${clampPercent(row.percent)}%` })}
            />
          </span>
          <span className={styles.count} aria-hidden="true">
            {row.count}
          </span>
        </li>
      ))}
    </ul>
  );
}
