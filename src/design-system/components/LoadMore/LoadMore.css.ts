import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['6'],
  textAlign: 'center',
});

export const progress = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const done = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:focus': { outline: 'none' } },
});
