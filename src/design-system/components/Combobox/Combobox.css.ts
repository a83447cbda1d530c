import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', inlineSize: '100%', minInlineSize: 0 });

export const popup = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInline: 0,
  marginBlockStart: vars.space['1'],
});

export const listbox = style({ listStyle: 'none', margin: 0, padding: 0 });

export const message = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
