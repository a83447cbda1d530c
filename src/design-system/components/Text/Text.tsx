import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { createElement } from 'react';
import { clamp, text } from './Text.css';
import { fontSizeTokens, fontWeightTokens } from '../../theme/tokens';

export const textSizes = Object.keys(fontSizeTokens) as Array<keyof typeof fontSizeTokens>;
export const textWeights = Object.keys(fontWeightTokens) as Array<keyof typeof fontWeightTokens>;
export const textTones = [
  'default',
  'muted',
  'accent',
  'critical',
  'positive',
  'caution',
  'inherit',
] as const;
export const textElements = [
  'p',
  'span',
  'div',
  'strong',
  'em',
  'small',
  'label',
  'dt',
  'dd',
  'li',
  'figcaption',
] as const;

export type TextSize = (typeof textSizes)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextTone = (typeof textTones)[number];
export type TextElement = (typeof textElements)[number];

export type TextProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> & {
  as?: TextElement;
  size?: TextSize;
  weight?: TextWeight;
  /** Meaning of the text; colours come from the theme and meet 4.5:1 on the page surface. */
  tone?: TextTone;
  align?: 'start' | 'center' | 'end';
  lineHeight?: 'tight' | 'normal' | 'relaxed';
  /** `true` cuts to one line with an ellipsis; 2–4 clamps to that many lines. */
  truncate?: boolean | 2 | 3 | 4;
  /** Equal-width digits, for prices and counters that change. */
  tabular?: boolean;
  /** For `as="label"`. */
  htmlFor?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

export function Text({
  as = 'p',
  size = 'md',
  weight = 'regular',
  tone = 'default',
  align,
  lineHeight,
  truncate = false,
  tabular = false,
  ...rest
}: TextProps) {
  const className = [
    text({ size, weight, tone, align, lineHeight, tabular, truncate: truncate === true ? 'line' : 'none' }),
    typeof truncate === 'number' ? clamp({ lines: truncate }) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...rest, className });
}
