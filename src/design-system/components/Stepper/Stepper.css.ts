import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = recipe({
  base: { display: 'flex', margin: 0, padding: 0, listStyle: 'none', counterReset: 'none' },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', alignItems: 'flex-start' },
      vertical: { flexDirection: 'column', gap: vars.space['4'] },
    },
  },
});

export const step = recipe({
  base: { position: 'relative', display: 'flex', gap: vars.space['2'], minInlineSize: 0 },
  variants: {
    orientation: {
      horizontal: {
        flex: '1 1 0',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        // The connector to the previous step, drawn from this marker's centre backwards.
        selectors: {
          '&:not(:first-child)::before': {
            content: '""',
            position: 'absolute',
            insetBlockStart: `calc(${vars.size.controlSm} / 2)`,
            insetInlineEnd: '50%',
            inlineSize: '100%',
            borderBlockStart: `${vars.size.borderThick} solid ${vars.color.border}`,
            zIndex: 0,
          },
          '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
            {
              borderColor: vars.color.accent,
            },
        },
      },
      vertical: { flexDirection: 'row', alignItems: 'flex-start' },
    },
  },
});

export const marker = recipe({
  base: {
    position: 'relative',
    zIndex: 1,
    display: 'grid',
    placeItems: 'center',
    flex: 'none',
    inlineSize: vars.size.controlSm,
    blockSize: vars.size.controlSm,
    borderRadius: vars.radius.pill,
    border: `${vars.size.borderThick} solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    state: {
      complete: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
      },
      current: {
        borderColor: vars.color.accent,
        color: vars.color.accentInk,
        boxShadow: `0 0 0 ${vars.space['1']} ${vars.color.accentSurface}`,
      },
      upcoming: {},
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minInlineSize: 0,
  paddingInline: vars.space['1'],
});

export const label = recipe({
  base: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' },
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
