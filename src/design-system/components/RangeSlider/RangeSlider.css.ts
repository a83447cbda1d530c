import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minInlineSize: 0,
});

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  userSelect: 'none',
  touchAction: 'none',
  inlineSize: '100%',
  // The thumbs are the targets; this keeps them at least the WCAG 2.2 minimum apart from the edges.
  blockSize: vars.size.touchTarget,
  paddingInline: `calc(${vars.size.sliderThumb} / 2)`,
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  blockSize: vars.size.sliderTrack,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  selectors: { '[data-disabled] &': { background: vars.color.surfaceSunken } },
});

export const range = style({
  position: 'absolute',
  blockSize: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  selectors: { '[data-disabled] &': { background: vars.color.borderStrong } },
});

export const thumb = style({
  display: 'block',
  inlineSize: vars.size.sliderThumb,
  blockSize: vars.size.sliderThumb,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `${vars.size.borderThick} solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[data-disabled]': { borderColor: vars.color.borderStrong, cursor: 'not-allowed' },
  },
});

export const values = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
