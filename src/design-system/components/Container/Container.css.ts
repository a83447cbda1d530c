import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const container = recipe({
  base: {
    inlineSize: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      [mediaQuery('tablet')]: { paddingInline: vars.space['6'] },
      [mediaQuery('desktop')]: { paddingInline: vars.space['8'] },
    },
  },
  variants: {
    width: {
      default: { maxInlineSize: vars.size.containerMax },
      narrow: { maxInlineSize: vars.size.containerNarrow },
      full: { maxInlineSize: 'none' },
    },
  },
  defaultVariants: { width: 'default' },
});
