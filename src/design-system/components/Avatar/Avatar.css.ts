import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accentSurface,
    color: vars.color.accentInk,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm, fontSize: vars.fontSize.xs },
      md: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd, fontSize: vars.fontSize.sm },
      lg: { inlineSize: vars.size.controlLg, blockSize: vars.size.controlLg, fontSize: vars.fontSize.md },
      xl: { inlineSize: vars.space['16'], blockSize: vars.space['16'], fontSize: vars.fontSize.xl },
    },
    shape: {
      circle: {},
      square: { borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '100%',
  blockSize: '100%',
});
