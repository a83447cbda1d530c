import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const divider = recipe({
  base: { flexShrink: 0, border: 'none', margin: 0, background: vars.color.border },
  variants: {
    orientation: {
      horizontal: { blockSize: vars.size.hairline, inlineSize: '100%' },
      vertical: { inlineSize: vars.size.hairline, alignSelf: 'stretch' },
    },
    tone: {
      default: {},
      strong: { background: vars.color.borderStrong },
    },
  },
  defaultVariants: { orientation: 'horizontal', tone: 'default' },
});
