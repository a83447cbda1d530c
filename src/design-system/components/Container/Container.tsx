import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { container } from './Container.css';
import type { BoxElement } from '../Box/Box';

export const containerWidths = ['default', 'narrow', 'full'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export type ContainerProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
  /** `default` is the page width, `narrow` suits forms and articles, `full` only keeps the side padding. */
  width?: ContainerWidth;
  as?: BoxElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** Centres page content with a maximum width and responsive side padding. */
export function Container({ width = 'default', as = 'div', ...rest }: ContainerProps) {
  return createElement(as, { ...rest, className: container({ width }) });
}
