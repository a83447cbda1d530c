import type { ComponentPropsWithRef, ReactNode } from 'react';
import { visuallyHidden, visuallyHiddenFocusable } from './VisuallyHidden.css';

export type VisuallyHiddenProps = Omit<ComponentPropsWithRef<'span'>, 'className' | 'style'> & {
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'label';
  /** Show the content while it (or something inside it) has focus, e.g. a "Skip to content" link. */
  focusable?: boolean;
  children?: ReactNode;
};

/** Content for screen readers only: extra context for icon-only controls, live messages, table captions. */
export function VisuallyHidden({ as: Tag = 'span', focusable = false, ...rest }: VisuallyHiddenProps) {
  const Element = Tag as 'span';
  return <Element {...rest} className={focusable ? visuallyHiddenFocusable : visuallyHidden} />;
}
