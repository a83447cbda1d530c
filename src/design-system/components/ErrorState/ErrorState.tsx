import { createElement, type ReactNode, type Ref } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from '../EmptyState/EmptyState.css';

export const ERROR_STATE_SIZES = ['compact', 'page'] as const;
export type ErrorStateSize = (typeof ERROR_STATE_SIZES)[number];

type Retry = {
  onRetry: () => void;
  retryLabel: string;
  /** Shows the retry button as busy while the retry runs. */
  retrying?: boolean;
};

export type ErrorStateProps = {
  title: string;
  description?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  size?: ErrorStateSize;
  ref?: Ref<HTMLDivElement>;
} & (Retry | { onRetry?: undefined; retryLabel?: undefined; retrying?: undefined });

/** Something failed to load: announced at once (role="alert"), with a way to try again. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 2,
  size = 'page',
  ref,
}: ErrorStateProps) {
  return (
    <div ref={ref} role="alert" className={styles.root({ size })}>
      <span className={styles.icon({ tone: 'critical' })}>
        <Icon name="error" size="lg" />
      </span>
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description ? <div className={styles.description}>{description}</div> : null}
      {onRetry ? (
        <div className={styles.actions}>
          <Button variant="outline" tone="neutral" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
