import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    display: 'inline',
    textDecorationThickness: vars.size.hairline,
    textUnderlineOffset: vars.size.underlineOffset,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      accent: { color: vars.color.accentInk, selectors: { '&:hover': { color: vars.color.accentHover } } },
      neutral: { color: vars.color.text },
      inherit: { color: 'inherit' },
    },
    underline: {
      always: {
        textDecorationLine: 'underline',
        selectors: { '&:hover': { textDecorationThickness: vars.size.borderThick } },
      },
      hover: { textDecorationLine: 'none', selectors: { '&:hover': { textDecorationLine: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always' },
});

export const externalIcon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineStart: vars.space['0.5'],
});
