import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const panel = recipe({
  base: {
    display: 'block',
    // A panel in a grid or flex row shrinks with it instead of pushing the row wider (long names, addresses).
    minInlineSize: 0,
    borderStyle: 'solid',
    borderWidth: vars.size.hairline,
  },
  variants: {
    tone: {
      neutral: { borderColor: vars.color.border },
      accent: { borderColor: vars.color.accent },
    },
    variant: { outline: {}, tinted: {} },
    padding: {
      none: {},
      sm: { paddingBlock: vars.space['3'], paddingInline: vars.space['3'] },
      md: { paddingBlock: vars.space['4'], paddingInline: vars.space['4'] },
      lg: { paddingBlock: vars.space['6'], paddingInline: vars.space['6'] },
    },
    radius: {
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
    clip: { true: { overflow: 'hidden' }, false: {} },
  },
  compoundVariants: [
    { variants: { tone: 'neutral', variant: 'tinted' }, style: { background: vars.color.surfaceSunken } },
    { variants: { tone: 'accent', variant: 'tinted' }, style: { background: vars.color.accentSurface } },
  ],
  defaultVariants: { tone: 'neutral', variant: 'outline', padding: 'md', radius: 'md', clip: false },
});
