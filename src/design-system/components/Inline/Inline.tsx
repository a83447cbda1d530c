import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import type { BoxElement } from '../Box/Box';

export const inlineAlignments = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export const inlineVerticalAlignments = ['top', 'center', 'bottom', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineVerticalAlignments)[number];

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignY = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

export type InlineProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
  gap?: Sprinkles['gap'];
  /** Main-axis distribution; `start`/`end` follow the reading direction. */
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Wrap onto new lines when there is no room (default). */
  wrap?: boolean;
  as?: BoxElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** Children side by side in reading order, wrapping when needed: buttons, tags, price + badge. */
export function Inline({
  gap = '2',
  align = 'start',
  alignY: y = 'center',
  wrap = true,
  as = 'div',
  ...rest
}: InlineProps) {
  return createElement(as, {
    ...rest,
    className: sprinkles({
      display: 'flex',
      flexDirection: 'row',
      flexWrap: wrap ? 'wrap' : 'nowrap',
      gap,
      justifyContent: justify[align],
      alignItems: alignY[y],
    }),
  });
}
