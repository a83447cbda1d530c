import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const toneColors = {
  default: vars.color.text,
  muted: vars.color.textMuted,
  accent: vars.color.accentInk,
  critical: vars.color.critical,
  positive: vars.color.positive,
  caution: vars.color.caution,
  inherit: 'inherit',
} as const;

const map = <T extends Record<string, string>, R>(obj: T, fn: (v: T[keyof T]) => R) =>
  Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v as T[keyof T])])) as { [K in keyof T]: R };

export const text = recipe({
  base: { margin: 0, overflowWrap: 'anywhere' },
  variants: {
    size: map(vars.fontSize, (fontSize) => ({ fontSize })),
    weight: map(vars.fontWeight, (fontWeight) => ({ fontWeight })),
    tone: map(toneColors, (color) => ({ color })),
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
    lineHeight: map(vars.lineHeight, (lineHeight) => ({ lineHeight })),
    truncate: {
      none: {},
      line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0 },
    },
    tabular: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { tone: 'default', truncate: 'none', tabular: false },
});

/** Clamp to N lines (the last one ends with an ellipsis). */
export const clamp = recipe({
  base: { display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  variants: {
    lines: { 2: { WebkitLineClamp: 2 }, 3: { WebkitLineClamp: 3 }, 4: { WebkitLineClamp: 4 } },
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
