import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { surface } from '../Popover/floating.css';

export const content = style([
  surface,
  {
    minInlineSize: `calc(${vars.size.sheetWidth} / 2)`,
    maxInlineSize: `calc(100vw - 2 * ${vars.space['4']})`,
    padding: vars.space['1'],
  },
]);

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minBlockSize: vars.size.controlSm,
    paddingInline: vars.space['2'],
    paddingInlineStart: vars.space['8'],
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.accentSurface, color: vars.color.accentInk },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    tone: {
      neutral: {},
      critical: {
        color: vars.color.critical,
        selectors: {
          '&[data-highlighted]': { background: vars.color.criticalSurface, color: vars.color.critical },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** Icons and check marks sit in the start gutter so labels line up. */
export const gutter = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  display: 'inline-flex',
});

export const itemLabel = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space['4'],
});

export const label = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  paddingInlineStart: vars.space['8'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const separator = style({
  blockSize: vars.size.hairline,
  marginBlock: vars.space['1'],
  background: vars.color.border,
});
