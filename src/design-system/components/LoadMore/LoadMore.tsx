import { useEffect, useRef, type Ref } from 'react';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './LoadMore.css';

export type LoadMoreProps = {
  onLoadMore: () => void;
  /** A page is being fetched: the button shows busy and ignores clicks (no double requests). */
  loading: boolean;
  /** False once the last page is in: the button gives way to `allLoadedLabel`. */
  hasMore: boolean;
  label: string;
  loadingLabel: string;
  allLoadedLabel: string;
  /** e.g. "Showing 24 of 80 products". */
  progress?: string;
  ref?: Ref<HTMLDivElement>;
};

/** "Load more" under a list, with loading and all-loaded states announced to screen readers. */
export function LoadMore({
  onLoadMore,
  loading,
  hasMore,
  label,
  loadingLabel,
  allLoadedLabel,
  progress,
  ref,
}: LoadMoreProps) {
  const buttonHadFocus = useRef(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // When the last page arrives the button disappears; keep keyboard users where they were.
  useEffect(() => {
    if (!hasMore && buttonHadFocus.current) {
      buttonHadFocus.current = false;
      doneRef.current?.focus();
    }
  }, [hasMore]);

  return (
    <div ref={ref} className={styles.root} aria-busy={loading || undefined}>
      {progress ? <p className={styles.progress}>{progress}</p> : null}
      {hasMore ? (
        <Button
          variant="outline"
          tone="neutral"
          loading={loading}
          onClick={onLoadMore}
          onFocus={() => (buttonHadFocus.current = true)}
          onBlur={() => (buttonHadFocus.current = false)}
        >
          {label}
        </Button>
      ) : (
        <p ref={doneRef} tabIndex={-1} className={styles.done}>
          {allLoadedLabel}
        </p>
      )}
      <VisuallyHidden role="status">{loading ? loadingLabel : hasMore ? '' : allLoadedLabel}</VisuallyHidden>
    </div>
  );
}
