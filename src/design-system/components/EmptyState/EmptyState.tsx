import { createElement, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import * as styles from './EmptyState.css';

export const EMPTY_STATE_SIZES = ['compact', 'page'] as const;
export type EmptyStateSize = (typeof EMPTY_STATE_SIZES)[number];

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** Usually a Button or a link styled as one ("Continue shopping"). */
  action?: ReactNode;
  icon?: IconName;
  /** Heading level that fits the page outline: 1 when the empty state is the whole page (an empty cart). */
  headingLevel?: 1 | 2 | 3 | 4;
  size?: EmptyStateSize;
  ref?: Ref<HTMLDivElement>;
};

/** Nothing to show yet: an empty cart, no search results, no orders. */
export function EmptyState({
  title,
  description,
  action,
  icon = 'search',
  headingLevel = 2,
  size = 'page',
  ref,
}: EmptyStateProps) {
  return (
    <div ref={ref} className={styles.root({ size })}>
      <span className={styles.icon()}>
        <Icon name={icon} size="lg" />
      </span>
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
