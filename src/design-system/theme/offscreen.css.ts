import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { mediaQuery } from './tokens';

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
export const offscreenSection = style({
  ...offscreenRules,
  // A phone stacks what a wide screen sets side by side, so its sections are taller: the demo shop's home sections
  // measure 139–2143 px at 412 px (median 1066), a product's lower sections 255–1078 px; at 1366 px, 125–766 px
  // (median ≈ 410). Chromium decides which sections to draw after the first layout, from where their reserved boxes
  // lie (within one and a half viewports below the screen: `kViewportMarginPercentage`), and draws them in the same
  // frame; with 22rem on a phone, the home page's third section (≈ 520 elements, 2.1 screens down once drawn) was
  // laid out in the largest paint's frame and skipped again a frame later (bench/RESULTS.md, 2026-12-01 14:12).
  containIntrinsicBlockSize: 'auto 40rem',
  '@media': {
    [mediaQuery('tablet')]: { containIntrinsicBlockSize: offscreenRules.containIntrinsicBlockSize },
  },
});
