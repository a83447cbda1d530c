import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { STAR_PATH } from './star-path';

/** How much of one star is filled, 0%–100%. */
export const fillVar = createVar();
const starSize = createVar();

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  verticalAlign: 'middle',
});

export const stars = style({ display: 'inline-flex', gap: vars.space['0.5'] });

/** The star's shape as a mask: one element a star, painted, where two inline SVGs each were laid out. */
const starMask = createVar();
// Inside a quoted data URL only the angle brackets need escaping (the path has no `#` or `"`).
const starSvg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${STAR_PATH}'/></svg>`
  .replaceAll('<', '%3C')
  .replaceAll('>', '%3E');
/** The side the fill grows towards (the inline end), and the lit and unlit colours. */
const towards = createVar();
const lit = createVar();
const unlit = createVar();

/**
 * One star, one element: the star's shape masks a background lit up to its fill (`fillVar`) from the inline start,
 * so a 4.5 average is five boxes, not thirty elements and ten SVGs in every product card. Forced colours drop a
 * painted background (the stars would vanish), so there the two parts take the theme's text and disabled-text colours
 * (tests/e2e/accessibility-states.spec.ts).
 */
export const star = recipe({
  base: {
    vars: {
      [starMask]: `url("data:image/svg+xml,${starSvg}")`,
      [towards]: 'right',
      [lit]: vars.color.caution,
      [unlit]: vars.color.borderStrong,
    },
    display: 'inline-block',
    flex: 'none',
    inlineSize: starSize,
    blockSize: starSize,
    backgroundImage: `linear-gradient(to ${towards}, ${lit} ${fillVar}, ${unlit} ${fillVar})`,
    maskImage: starMask,
    maskSize: '100% 100%',
    maskRepeat: 'no-repeat', // the build adds `-webkit-mask-*` for Chromium before 120 (older Android WebViews)
    selectors: {
      '[dir=rtl] &': { vars: { [towards]: 'left' } },
      '[dir=rtl] [dir=ltr] &': { vars: { [towards]: 'right' } },
    },
    '@media': {
      '(forced-colors: active)': {
        forcedColorAdjust: 'none',
        vars: { [lit]: 'CanvasText', [unlit]: 'GrayText' },
      },
    },
  },
  variants: {
    size: {
      sm: { vars: { [starSize]: vars.size.iconSm } },
      md: { vars: { [starSize]: vars.size.iconMd } },
      lg: { vars: { [starSize]: vars.size.iconLg } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// ---- input

export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const options = style({ display: 'inline-flex', gap: vars.space['0.5'] });

export const option = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    color: vars.color.borderStrong,
    selectors: {
      'input:focus-visible + &': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      'input:disabled + &': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    lit: { true: { color: vars.color.caution }, false: {} },
    size: {
      md: { inlineSize: vars.size.touchTarget, blockSize: vars.size.touchTarget },
      lg: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export const optionStar = style({ inlineSize: '100%', blockSize: '100%' });
