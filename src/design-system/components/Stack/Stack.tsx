import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import type { BoxElement } from '../Box/Box';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAlignments)[number];

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export type StackProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
  /** Space between children, from the space scale; responsive. */
  gap?: Sprinkles['gap'];
  /** Cross-axis (inline) alignment of the children. */
  align?: StackAlign;
  as?: BoxElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** Children stacked vertically with even spacing. */
export function Stack({ gap = '4', align = 'stretch', as = 'div', ...rest }: StackProps) {
  return createElement(as, {
    ...rest,
    className: sprinkles({ display: 'flex', flexDirection: 'column', gap, alignItems: alignItems[align] }),
  });
}
