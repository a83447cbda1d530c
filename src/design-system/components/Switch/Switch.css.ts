import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const inset = `calc((${vars.size.switchHeight} - ${vars.size.switchThumb}) / 2 - ${vars.size.hairline})`;

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: vars.size.switchWidth,
  blockSize: vars.size.switchHeight,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

export const thumb = style({
  display: 'block',
  inlineSize: vars.size.switchThumb,
  blockSize: vars.size.switchThumb,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  marginInlineStart: inset,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.switchThumb} - ${inset} * 2 - ${vars.size.hairline} * 2))`,
    },
    // translateX is physical: in right-to-left the thumb travels the other way.
    '[dir=rtl] &[data-state="checked"]': {
      transform: `translateX(calc((${vars.size.switchWidth} - ${vars.size.switchThumb} - ${inset} * 2 - ${vars.size.hairline} * 2) * -1))`,
    },
  },
});
