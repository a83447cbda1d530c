import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@/design-system/styles';

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
