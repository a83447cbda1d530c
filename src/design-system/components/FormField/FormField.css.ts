import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const label = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['1'],
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const marker = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
});
