import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  textWrap: 'balance',
});
