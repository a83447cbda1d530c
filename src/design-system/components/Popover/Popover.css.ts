import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { surface } from './floating.css';

export const content = recipe({
  base: [surface, { padding: vars.space['4'], maxInlineSize: `calc(100vw - 2 * ${vars.space['4']})` }],
  variants: {
    width: {
      auto: {},
      sm: { inlineSize: `calc(${vars.size.sheetWidth} * 2 / 3)` },
      md: { inlineSize: vars.size.sheetWidth },
      trigger: { inlineSize: 'var(--radix-popper-anchor-width)' },
    },
  },
  defaultVariants: { width: 'auto' },
});

export const closeSlot = style({
  float: 'inline-end',
  marginBlockStart: `calc(${vars.space['2']} * -1)`,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
});
