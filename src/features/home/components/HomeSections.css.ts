import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system';

/** Room around a section for what may be drawn just outside it (focus rings, card shadows): paint is contained. */
const bleed = `calc(${vars.size.focusRingWidth} + ${vars.size.focusRingOffset} + 2px)`;

/**
 * A home section is laid out and painted only when it nears the viewport (`content-visibility: auto`): on load the
 * browser skips the sections below the fold, which was two thirds of the layout work once the sections arrived
 * (ADR 035). Until a section has been rendered once it reserves an estimated height; after that, its last size.
 * It stays in the accessibility tree and find-in-page, like any on-screen content.
 */
export const offscreenSection = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 22rem',
  padding: bleed,
  margin: `calc(-1 * ${bleed})`,
});
