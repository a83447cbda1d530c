import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: vars.size.iconStroke,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      sm: { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm },
      md: { inlineSize: vars.size.iconMd, blockSize: vars.size.iconMd },
      lg: { inlineSize: vars.size.iconLg, blockSize: vars.size.iconLg },
      /** Follows the surrounding font size. */
      inherit: { inlineSize: '1em', blockSize: '1em' },
    },
    filled: { true: { fill: 'currentColor' }, false: {} },
  },
  defaultVariants: { size: 'md', filled: false },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;

// Mirrored under an rtl ancestor, and back again under a nested ltr one.
export const flipInRtl = style({
  selectors: {
    '[dir=rtl] &': { transform: 'scaleX(-1)' },
    '[dir=rtl] [dir=ltr] &': { transform: 'none' },
  },
});
