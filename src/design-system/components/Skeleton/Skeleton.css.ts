import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';

export const widthVar = createVar();
export const heightVar = createVar();

// The highlight sweeps on the compositor: a transform, not a background position, which the main thread had to
// paint in every frame while a placeholder was shown — the frames a route change's render or the first screen's
// script needed (docs/performance.md, "Placeholders that move without the main thread").
const shimmer = keyframes({
  from: { transform: 'translateX(-25%)' },
  to: { transform: 'translateX(25%)' },
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
        position: 'relative',
        overflow: 'hidden',
        // The highlight is a layer of its own, four placeholders wide, tiled every two, moved by two: at rest (and
        // in a screenshot, which stops animations) it shows what the placeholder's own background showed at 0 %.
        // Physical `left`, like the background position it replaces, so a right-to-left page looks the same.
        '::after': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          left: '-200%',
          inlineSize: '400%',
          backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.surfaceRaised} 50%, transparent 75%)`,
          backgroundSize: '50% 100%',
          // One sweep takes four 'slow' steps: slow enough to read as waiting, not as flicker.
          animation: `${shimmer} calc(${vars.motion.slow} * 4) ease-in-out infinite`,
        },
        '@media': { [reducedMotion]: { selectors: { '&::after': { content: 'none', animation: 'none' } } } },
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
