import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Room around a section for what may be drawn just outside it (focus rings, card shadows): paint is contained. */
const bleed = `calc(${vars.size.focusRingWidth} + ${vars.size.focusRingOffset} + 2px)`;

/**
 * The declarations of `offscreenSection`, for a stylesheet that applies them under conditions of its own (a grid's
 * items beyond its first rows, at each breakpoint's number of columns).
 */
export const offscreenRules = {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 22rem',
  padding: bleed,
  margin: `calc(-1 * ${bleed})`,
} as const;

/**
 * A page section that is laid out and painted only when it nears the viewport (`content-visibility: auto`): on load
 * the browser skips the sections below the fold — two thirds of the home page's layout work once its sections
 * arrived, and the reviews, tabs and product rows under a product's purchase panel (docs/performance.md, "The first
 * render is a transition"). Until a section has been rendered once it reserves an estimated height; after that,
 * its last size. It stays in the accessibility tree and find-in-page, like any on-screen content.
 */
export const offscreenSection = style(offscreenRules);
