import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { grid, gridSprinkles, type GridSprinkles } from './Grid.css';
import type { BoxElement } from '../Box/Box';

export { gridColumnCounts } from './Grid.css';

export type GridProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
  /**
   * Number of equal columns, responsive (`{ mobile: 2, tablet: 3, desktop: 4 }`), or `auto` to fit as many
   * columns of at least `size.gridItemMin` as there is room for.
   */
  columns?: GridSprinkles['gridTemplateColumns'];
  gap?: GridSprinkles['columnGap'];
  /** Vertical gap when it differs from `gap`. */
  rowGap?: GridSprinkles['rowGap'];
  as?: BoxElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** Product and tile grids. */
export function Grid({ columns = 'auto', gap = '4', rowGap, as = 'div', ...rest }: GridProps) {
  const className = `${grid} ${gridSprinkles({ gridTemplateColumns: columns, columnGap: gap, rowGap: rowGap ?? gap })}`;
  return createElement(as, { ...rest, className });
}
