import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { colourTransition, forHoveringPointers } from '../../theme/hovering';
import { disabledRule, toneVariants, variantStyles } from '../Button/tones.css';

export const iconButton = recipe({
  base: [
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: `${vars.size.hairline} solid transparent`,
      borderRadius: vars.radius.md,
      cursor: 'pointer',
      // WCAG 2.2 target size (2.5.8): never smaller than 24×24 CSS pixels.
      minInlineSize: vars.size.touchTarget,
      minBlockSize: vars.size.touchTarget,
      ...forHoveringPointers({ transition: colourTransition('background-color') }),
    },
    disabledRule,
  ],
  variants: {
    // No `link`: an icon alone is never a link-looking button (IconButton's type leaves it out).
    variant: {
      solid: variantStyles.solid,
      soft: variantStyles.soft,
      outline: variantStyles.outline,
      ghost: variantStyles.ghost,
    },
    tone: toneVariants,
    size: {
      sm: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm },
      md: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd },
      lg: { inlineSize: vars.size.controlLg, blockSize: vars.size.controlLg },
    },
    shape: { square: {}, round: { borderRadius: vars.radius.pill } },
  },
  defaultVariants: { variant: 'ghost', tone: 'neutral', size: 'md', shape: 'square' },
});
