import { style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const gridColumnCounts = [1, 2, 3, 4, 5, 6] as const;

const columns = Object.fromEntries(
  gridColumnCounts.map((n) => [n, `repeat(${n}, minmax(0, 1fr))`]),
) as Record<(typeof gridColumnCounts)[number], string>;

const gridProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery('tablet') },
    desktop: { '@media': mediaQuery('desktop') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    gridTemplateColumns: {
      ...columns,
      auto: `repeat(auto-fill, minmax(min(${vars.size.gridItemMin}, 100%), 1fr))`,
    },
  },
});

// Gaps are the same at every width (no grid sets them per breakpoint; the type checker proves it): one class per
// space token instead of three in the stylesheet and in the first route's class map.
const gapProperties = defineProperties({
  properties: {
    columnGap: vars.space,
    rowGap: vars.space,
  },
});

export const gridSprinkles = createSprinkles(gridProperties, gapProperties);
export type GridSprinkles = Parameters<typeof gridSprinkles>[0];

export const grid = style({ display: 'grid', alignItems: 'stretch' });
