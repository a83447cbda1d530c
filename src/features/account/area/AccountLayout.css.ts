import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@/design-system/styles';

/** The account pages' frame: the page width, a wider side margin on a desktop. */
export const frame = style({
  marginInline: 'auto',
  maxWidth: vars.size.containerMax,
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': {
    [mediaQuery('desktop')]: { paddingInline: vars.space['6'] },
  },
});

/** One column on a phone; on a desktop the navigation takes what its labels need (at most a sheet's width). */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [mediaQuery('desktop')]: { gridTemplateColumns: `fit-content(${vars.size.sheetWidth}) minmax(0, 1fr)` },
  },
});
