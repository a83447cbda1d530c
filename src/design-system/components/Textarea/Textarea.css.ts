import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textareaBox = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  paddingBlock: vars.space['2'],
});

export const textarea = style({
  minBlockSize: vars.size.textareaMin,
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
