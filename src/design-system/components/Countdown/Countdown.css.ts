import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
    fontFamily: vars.font.body,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const label = style({ color: vars.color.textMuted, fontSize: '0.875em' });

export const segments = style({ display: 'inline-flex', gap: vars.space['1'] });

export const segment = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minInlineSize: '3em',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.menuBg,
  color: vars.color.menuText,
});

export const value = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  unicodeBidi: 'isolate',
});

export const unit = style({
  fontSize: '0.7em',
  lineHeight: vars.lineHeight.tight,
  textTransform: 'uppercase',
});

export const ended = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.critical,
});
