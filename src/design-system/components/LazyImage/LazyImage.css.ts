import { createVar } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';

/** width / height of the picture, set per instance so the box is reserved before the bytes arrive. */
export const aspectRatioVar = createVar();
/** The picture's own width (in rem), for thumbnails that keep it instead of filling their container. */
export const intrinsicWidthVar = createVar();

export const root = recipe({
  base: {
    display: 'block',
    position: 'relative',
    inlineSize: '100%',
    aspectRatio: aspectRatioVar,
    overflow: 'hidden',
    backgroundColor: vars.color.skeleton,
    selectors: {
      '&[data-state="loaded"]': { backgroundColor: 'transparent' },
    },
  },
  variants: {
    radius: {
      none: { borderRadius: vars.radius.none },
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      pill: { borderRadius: vars.radius.pill },
    },
    thumbnail: {
      true: { inlineSize: intrinsicWidthVar, flexShrink: 0 },
      false: {},
    },
  },
  defaultVariants: { radius: 'none', thumbnail: false },
});

export type LazyImageRootVariants = RecipeVariants<typeof root>;

export const image = recipe({
  base: {
    display: 'block',
    inlineSize: '100%',
    blockSize: '100%',
    opacity: 0,
    transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      '[data-state="loaded"] > &, [data-state="error"] > &, [data-priority] > &': { opacity: 1 },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
  defaultVariants: { fit: 'cover' },
});
