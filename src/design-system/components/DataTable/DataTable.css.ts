import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Scrolls sideways inside itself on a narrow screen instead of widening the page. */
export const scroller = style({ maxInlineSize: '100%', overflowX: 'auto' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

const cellBase = {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
} as const;

export const cell = recipe({
  base: cellBase,
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { align: 'start' },
});

export const headerCell = recipe({
  base: {
    ...cellBase,
    backgroundColor: vars.color.surfaceRaised,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  },
  variants: { align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } } },
  defaultVariants: { align: 'start' },
});

export const row = recipe({
  variants: {
    highlighted: {
      true: {
        backgroundColor: vars.color.accentSurface,
        color: vars.color.accentInk,
        fontWeight: vars.fontWeight.semibold,
      },
      false: {},
    },
  },
  defaultVariants: { highlighted: false },
});
