import { createVar, keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';
import { panel } from '../Dialog/Dialog.css';

/** Where the sheet slides from, as a horizontal offset: depends on the side and on the text direction. */
const offscreen = createVar();

const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: `translateX(${offscreen})` } });

export const content = recipe({
  base: [
    panel,
    {
      insetBlock: 0,
      inlineSize: vars.size.sheetWidth,
      maxInlineSize: `calc(100vw - ${vars.space['10']})`,
      selectors: {
        '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}` },
        '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.normal} ${vars.motion.easing}` },
      },
      '@media': { [reducedMotion]: { animation: 'none' } },
    },
  ],
  variants: {
    // Logical sides: "start" is the left in LTR and the right in RTL.
    side: {
      start: {
        insetInlineStart: 0,
        vars: { [offscreen]: '-100%' },
        selectors: { '&[dir="rtl"]': { vars: { [offscreen]: '100%' } } },
      },
      end: {
        insetInlineEnd: 0,
        vars: { [offscreen]: '100%' },
        selectors: { '&[dir="rtl"]': { vars: { [offscreen]: '-100%' } } },
      },
    },
  },
  defaultVariants: { side: 'end' },
});
