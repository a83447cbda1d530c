import { style } from '@vanilla-extract/css';
import { breakpoints, mediaQuery } from '@/design-system/styles';
import { offscreenRules } from '@/design-system/theme/offscreen.css';

/** The grid's columns at each breakpoint. */
export const gridColumns = { mobile: 2, tablet: 3, desktop: 4 } as const;

/** Rows laid out with the page wherever they are: more than a phone's first screen and the browser's margin around it. */
const FIRST_ROWS = 3;
const beyondFirstRows = (columns: number) => `&:nth-child(n + ${FIRST_ROWS * columns + 1})`;

/**
 * A product card's place in the grid. Cards beyond the first rows are laid out and painted only when they near the
 * viewport (`content-visibility: auto`, the design system's `offscreenRules`): a phone's first screen shows two rows
 * of a page of 24, yet the first layout laid out all of them (docs/performance.md, "Below the fold"). The first rows
 * are plain at every breakpoint, so where the later ones start does not depend on what has been laid out: the
 * browser renders an item within half a viewport of the screen, and the fourth row starts beyond that on a phone
 * and in a desktop window alike.
 */
export const gridItem = style({
  '@media': {
    [`screen and (width < ${breakpoints.tablet})`]: {
      selectors: { [beyondFirstRows(gridColumns.mobile)]: offscreenRules },
    },
    [`screen and (${breakpoints.tablet} <= width < ${breakpoints.desktop})`]: {
      selectors: { [beyondFirstRows(gridColumns.tablet)]: offscreenRules },
    },
    [mediaQuery('desktop')]: { selectors: { [beyondFirstRows(gridColumns.desktop)]: offscreenRules } },
  },
});
