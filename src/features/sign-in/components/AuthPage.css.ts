import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@/design-system/styles';

/** The sign-in screens' column: a dialog's width, centred, with more room above and below on a desktop. */
export const frame = style({
  width: '100%',
  maxWidth: vars.size.dialogWidth,
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQuery('desktop')]: { paddingBlock: vars.space['10'] },
  },
});
