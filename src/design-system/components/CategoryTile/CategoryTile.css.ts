import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  minInlineSize: 0,
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const picture = recipe({
  base: { inlineSize: '100%', overflow: 'hidden', background: vars.color.surfaceRaised },
  variants: {
    shape: {
      square: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.pill },
    },
  },
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
