// Shared look and entry animation of floating surfaces (Popover, DropdownMenu, Tooltip).
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

export const floatingMotion = style({
  transformOrigin: 'var(--radix-popper-transform-origin)',
  selectors: {
    '&[data-state="open"], &[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const surface = style([
  floatingMotion,
  {
    zIndex: vars.z.dropdown,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    maxBlockSize: 'var(--radix-popper-available-height)',
    overflowY: 'auto',
  },
]);

export const arrow = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: vars.size.hairline,
});
