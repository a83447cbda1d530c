import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import { badge } from './Badge.css';

export const BADGE_TONES = ['neutral', 'accent', 'positive', 'critical', 'caution', 'info'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export const BADGE_VARIANTS = ['solid', 'subtle', 'outline'] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];
export const BADGE_SIZES = ['sm', 'md'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];

export type BadgeProps = {
  children: ReactNode;
  /** Meaning: discount → critical, in stock → positive, reward → accent … */
  tone?: BadgeTone;
  /** Prominence. */
  variant?: BadgeVariant;
  size?: BadgeSize;
  icon?: IconName;
  ref?: Ref<HTMLSpanElement>;
};

/** A short status or label ("-20%", "Out of stock", "Live"). Not interactive. */
export function Badge({
  children,
  tone = 'neutral',
  variant = 'subtle',
  size = 'sm',
  icon,
  ref,
}: BadgeProps) {
  return (
    <span ref={ref} className={badge({ tone, variant, size })}>
      {icon ? <Icon name={icon} size="sm" /> : null}
      {children}
    </span>
  );
}
