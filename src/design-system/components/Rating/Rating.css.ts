import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

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

export const star = recipe({
  base: {
    position: 'relative',
    display: 'inline-block',
    flex: 'none',
    inlineSize: starSize,
    blockSize: starSize,
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

const layer = {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  blockSize: '100%',
} as const;

export const emptyStar = style({ ...layer, inlineSize: '100%', color: vars.color.borderStrong });

export const fill = style({ ...layer, inlineSize: fillVar, overflow: 'hidden', color: vars.color.caution });

/** The filled star keeps the full star size inside its clipping box, pinned to the inline start (mirrors in RTL). */
export const fillStar = style({ ...layer, inlineSize: starSize, blockSize: starSize });

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
