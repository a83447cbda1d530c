import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';

// Indeterminate: rushes to a third, then creeps towards 90% without ever arriving.
const trickle = keyframes({
  '0%': { transform: 'scaleX(0)' },
  '10%': { transform: 'scaleX(0.3)' },
  '40%': { transform: 'scaleX(0.6)' },
  '100%': { transform: 'scaleX(0.9)' },
});

const finish = keyframes({
  '0%': { transform: 'scaleX(0.9)', opacity: 1 },
  '50%': { transform: 'scaleX(1)', opacity: 1 },
  '100%': { transform: 'scaleX(1)', opacity: 0 },
});

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.z.progress,
  blockSize: vars.size.progressBar,
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const bar = style({
  blockSize: '100%',
  background: vars.color.accent,
  transformOrigin: 'left',
  selectors: {
    '[dir="rtl"] &': { transformOrigin: 'right' },
    '&[data-phase="loading"]': {
      animation: `${trickle} calc(${vars.motion.slow} * 25) ${vars.motion.easing} both`,
    },
    '&[data-phase="complete"]': { animation: `${finish} calc(${vars.motion.slow} * 2) ease-out both` },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        // Still visible while loading, without movement; completion ends at once (but still ends).
        '&[data-phase="loading"]': { animation: 'none', transform: 'none', opacity: 0.6 },
        '&[data-phase="complete"]': { animationDuration: vars.motion.instant },
      },
    },
  },
});
