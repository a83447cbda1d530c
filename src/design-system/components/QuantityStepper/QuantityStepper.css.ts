import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space['1'] });

export const box = style({
  inlineSize: 'auto',
  paddingInline: vars.space['0.5'],
  gap: vars.space['0.5'],
});

export const input = style({
  inlineSize: vars.size.quantityInput,
  minInlineSize: vars.size.quantityInput,
  flex: 'none',
  boxSizing: 'content-box',
  paddingInline: vars.space['1'],
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});
