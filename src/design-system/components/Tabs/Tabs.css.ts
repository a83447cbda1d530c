import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minInlineSize: 0,
});

export const list = recipe({
  base: {
    display: 'flex',
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    gap: vars.space['1'],
  },
  variants: {
    variant: {
      line: { borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}` },
      enclosed: {
        padding: vars.space['1'],
        background: vars.color.surfaceSunken,
        borderRadius: vars.radius.lg,
        alignSelf: 'flex-start',
        maxInlineSize: '100%',
      },
    },
    fitted: { true: {}, false: {} },
  },
});

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    flex: 'none',
    minBlockSize: vars.size.controlMd,
    paddingInline: vars.space['4'],
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.text },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
      '&:focus-visible': { outlineOffset: `calc(${vars.size.focusRingWidth} * -1)` },
    },
  },
  variants: {
    variant: {
      line: {
        marginBlockEnd: `calc(${vars.size.hairline} * -1)`,
        borderBlockEnd: `${vars.size.borderThick} solid transparent`,
        selectors: {
          '&[data-state="active"]': { borderBlockEndColor: vars.color.accent, color: vars.color.accentInk },
        },
      },
      enclosed: {
        borderRadius: vars.radius.md,
        selectors: {
          '&[data-state="active"]': { background: vars.color.surface, boxShadow: vars.shadow.sm },
        },
      },
    },
    fitted: { true: { flex: '1 1 0' }, false: {} },
  },
});

export const panel = style({ minInlineSize: 0 });
