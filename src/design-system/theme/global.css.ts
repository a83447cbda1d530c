import { createGlobalVar, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { SCROLL_LOCK_PROPERTY } from './scroll-lock';
import { fontFamilyBeforeWebFont, reducedMotion } from './tokens';
import { WEB_FONT_AFTER_FIRST_PAINT, WEB_FONT_ATTRIBUTE } from './web-font';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(':lang(ar)', { fontFamily: vars.font.arabic });

// A server-rendered page's first paint names no web font; the hydrating entry lifts this once Inter is loaded.
globalStyle(`:root[${WEB_FONT_ATTRIBUTE}="${WEB_FONT_AFTER_FIRST_PAINT}"]`, {
  vars: {
    [vars.font.body]: fontFamilyBeforeWebFont.body,
    [vars.font.heading]: fontFamilyBeforeWebFont.heading,
    [vars.font.mono]: fontFamilyBeforeWebFont.mono,
  },
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg, video', { maxInlineSize: '100%' });

// One focus indicator for everything keyboard-focusable; pointer focus stays quiet.
globalStyle(':focus-visible', {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

// Shoppers who ask for less motion get none: transitions and animations finish at once (events still fire).
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: `${vars.motion.instant} !important`,
      animationIterationCount: '1 !important',
      transitionDuration: `${vars.motion.instant} !important`,
    },
  },
});
globalStyle('html', { '@media': { [reducedMotion]: { scrollBehavior: 'auto' } } });

// Opening a modal dialog or sheet sets this property on <body>. Inherited, as an unregistered property is, it changed
// every element's computed style: the filter sheet's tap recalculated a whole listing's style (41–101 ms at 4× CPU,
// 1 250 elements), against 1–2 ms once it is registered as not inherited.
createGlobalVar(SCROLL_LOCK_PROPERTY, { syntax: '<length>', inherits: false, initialValue: '0px' });
