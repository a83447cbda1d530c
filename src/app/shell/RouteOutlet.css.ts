import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/styles';

/** Where home slides in from: the start edge, the left in LTR and the right in RTL. */
const startEdge = createVar();

// Only `from`: each ends on the screen as it stays (no transform, opaque). Transform and opacity only, so no shift.
const slideIn = keyframes({ from: { transform: `translateX(${startEdge})` } });
const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * The outlet's wrapper takes no part in the layout while its screen is shown, except during the screen's entrance
 * (`data-entrance`, spec §2), when it needs a box to animate.
 */
export const screen = style({
  display: 'contents',
  vars: { [startEdge]: '-100%' },
  selectors: {
    '[dir=rtl] &': { vars: { [startEdge]: '100%' } },
    '&[data-entrance]': { display: 'block' },
    '&[data-entrance=slide]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-entrance=fade]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});
