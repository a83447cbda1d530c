import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  // The longhand: the `text-wrap` shorthand would also reset text-wrap-mode and, depending on which stylesheet
  // loaded last, undo a truncated heading's `white-space: nowrap`.
  textWrapStyle: 'balance',
});
