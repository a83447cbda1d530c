import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const control = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1'],
    minInlineSize: vars.size.controlMd,
    blockSize: vars.size.controlMd,
    paddingInline: vars.space['2'],
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised },
      '&[aria-current="page"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
  variants: {
    disabled: {
      true: {
        color: vars.color.textMuted,
        background: vars.color.surfaceSunken,
        cursor: 'not-allowed',
        selectors: { '&:hover': { borderColor: vars.color.border, background: vars.color.surfaceSunken } },
      },
      false: {},
    },
  },
});

export const gap = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.touchTarget,
  color: vars.color.textMuted,
});
