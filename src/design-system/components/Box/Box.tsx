import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'dl',
  'form',
  'fieldset',
  'p',
  'figure',
] as const;
export type BoxElement = (typeof boxElements)[number];

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | keyof Sprinkles> & {
    as?: BoxElement;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
  };

/** Separates sprinkles props (layout, spacing, colour tokens) from everything passed on to the element. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/**
 * The layout primitive: any token-based spacing, flex/grid, colour and size through props (responsive with
 * `{ mobile, tablet, desktop }` or `[mobile, tablet, desktop]`), logical properties only.
 */
export function Box({ as = 'div', ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const className = sprinkles(atoms) || undefined;
  return createElement(as, { ...rest, className });
}
