import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space['2'],
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const current = recipe({
  base: { fontWeight: vars.fontWeight.bold, color: vars.color.text },
  variants: { sale: { true: { color: vars.color.critical }, false: {} } },
});

export const original = style({
  fontSize: '0.85em',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textDecorationLine: 'line-through',
});

/** Amounts read left to right even inside right-to-left text ("SAR 1,234.50" stays one unit). */
export const amount = style({
  unicodeBidi: 'isolate',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
