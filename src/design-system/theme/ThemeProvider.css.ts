import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

// The wrapper re-declares colour and font so text inside a scoped theme uses the scoped values.
export const themeRoot = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
});
