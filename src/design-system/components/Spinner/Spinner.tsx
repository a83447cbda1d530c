import type { Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];
export const SPINNER_TONES = ['accent', 'current'] as const;
export type SpinnerTone = (typeof SPINNER_TONES)[number];

export type SpinnerProps = {
  /** What is loading, announced politely ("Loading products"). */
  label: string;
  /** Show the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
  size?: SpinnerSize;
  tone?: SpinnerTone;
  ref?: Ref<HTMLSpanElement>;
};

/** An indeterminate loading indicator; still (no rotation) when the shopper prefers reduced motion. */
export function Spinner({ label, showLabel = false, size = 'md', tone = 'accent', ref }: SpinnerProps) {
  return (
    <span ref={ref} role="status" className={styles.root}>
      <svg
        className={styles.ring({ size, tone })}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel ? (
        <span className={styles.labelText}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
