import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { heading } from './Heading.css';
import { clamp, text } from '../Text/Text.css';
import type { TextSize, TextTone, TextWeight } from '../Text/Text';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** Visual size for each level unless `size` says otherwise. */
export const defaultHeadingSize: Record<HeadingLevel, TextSize> = {
  1: '3xl',
  2: '2xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export type HeadingProps = Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style' | 'color'> & {
  /** Document outline level (h1–h6). */
  level: HeadingLevel;
  /** Visual size, independent of the level. */
  size?: TextSize;
  weight?: TextWeight;
  tone?: TextTone;
  align?: 'start' | 'center' | 'end';
  truncate?: boolean | 2 | 3;
  children?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
};

export function Heading({
  level,
  size,
  weight = 'bold',
  tone = 'default',
  align,
  truncate = false,
  ...rest
}: HeadingProps) {
  const className = [
    heading,
    text({
      size: size ?? defaultHeadingSize[level],
      weight,
      tone,
      align,
      truncate: truncate === true ? 'line' : 'none',
    }),
    typeof truncate === 'number' ? clamp({ lines: truncate }) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(`h${level}`, { ...rest, className });
}
