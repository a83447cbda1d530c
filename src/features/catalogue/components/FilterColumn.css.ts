import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@/design-system/styles';

/**
 * The listing's filter column, from the desktop breakpoint up: a fixed width, held by the filters' placeholder while
 * their facets or their code are on the way, so the product grid beside it never changes width when they arrive.
 * Hidden below it by CSS too: a page the server rendered wide and a phone hydrates drops the column only once it
 * has settled (ProductListingScreen's `FromDesktop`).
 */
export const filterColumn = style({
  display: 'none',
  flex: 'none',
  inlineSize: vars.size.filterColumn,
  '@media': { [mediaQuery('desktop')]: { display: 'block' } },
});
