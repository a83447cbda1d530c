import type { ReactNode } from 'react';
import { Direction } from 'radix-ui';

export const directions = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof directions)[number];

/**
 * Direction context for the design system and Radix (menus, sliders, tabs mirror their keyboard handling).
 * It does not set the `dir` attribute: ThemeProvider (or the document) does, so CSS mirrors too.
 */
export function DirectionProvider({ dir, children }: { dir: TextDirection; children?: ReactNode }) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

/** The nearest provided direction, `ltr` when none. */
export function useDirection(): TextDirection {
  return Direction.useDirection();
}
