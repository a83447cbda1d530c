import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const block = recipe({
  base: {
    display: 'block',
    inlineSize: widthVar,
    blockSize: heightVar,
    backgroundColor: vars.color.skeleton,
    vars: { [widthVar]: '100%', [heightVar]: '1em' },
  },
  variants: {
    shape: {
      text: {
        borderRadius: vars.radius.sm,
        blockSize: `calc(${heightVar} * 0.75)`,
        marginBlock: `calc(${heightVar} * 0.125)`,
      },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.pill, aspectRatio: '1', blockSize: 'auto' },
    },
    animated: {
      true: {
        backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.surfaceRaised} 50%, transparent 75%)`,
        backgroundSize: '200% 100%',
        // One sweep takes four 'slow' steps: slow enough to read as waiting, not as flicker.
        animation: `${shimmer} calc(${vars.motion.slow} * 4) ease-in-out infinite`,
        '@media': { [reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
      },
      false: {},
    },
  },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: widthVar,
  vars: { [widthVar]: '100%' },
});

export const line = style({ display: 'block' });

export const lastLine = style({ display: 'block', vars: { [widthVar]: '60%' } });
