import { style } from '@vanilla-extract/css';
import { spin } from '../../theme/spin.css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { forHoveringPointers, colourTransition } from '../../theme/hovering';
import { reducedMotion } from '../../theme/tokens';
import { disabledRule, toneVariants, variantStyles } from './tones.css';

export const button = recipe({
  base: [
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      border: `${vars.size.hairline} solid transparent`,
      borderRadius: vars.radius.md,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      ...forHoveringPointers({ transition: colourTransition('background-color', 'border-color') }),
      selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
    },
    disabledRule,
  ],
  variants: {
    variant: {
      ...variantStyles,
      link: {
        ...variantStyles.link,
        textDecorationLine: 'underline',
        textUnderlineOffset: vars.size.underlineOffset,
      },
    },
    tone: toneVariants,
    size: {
      sm: { minBlockSize: vars.size.controlSm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { minBlockSize: vars.size.controlMd, paddingInline: vars.space['4'], fontSize: vars.fontSize.md },
      lg: { minBlockSize: vars.size.controlLg, paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  compoundVariants: [
    // A link-looking button sits in running text: no box, no minimum height.
    ...(['sm', 'md', 'lg'] as const).map((size) => ({
      variants: { variant: 'link' as const, size },
      style: { paddingInline: 0, minBlockSize: 'auto' },
    })),
  ],
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'md', fullWidth: false },
});

/** While loading the label stays in place (keeping the width and the accessible name) but is not seen. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  selectors: { '[aria-busy="true"] > &': { opacity: 0 } },
});

export const spinnerLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderThick} solid currentColor`,
  borderBlockStartColor: 'transparent',
  animation: `${spin} ${vars.motion.spin} linear infinite`,
  // A still ring is enough to show "busy"; aria-busy and the hidden label carry the meaning.
  '@media': { [reducedMotion]: { animation: 'none' } },
});
