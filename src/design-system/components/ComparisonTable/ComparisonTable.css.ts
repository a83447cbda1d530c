import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

// The table scrolls sideways inside its own box (swipe on a phone) while the page never does; the attribute
// names stay pinned at the start edge, so every row keeps its name in view.
export const scroller = style({
  // Positioned, so absolutely placed content in the cells (visually hidden text) scrolls and clips with the table.
  position: 'relative',
  maxInlineSize: '100%',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  // The table's width never reaches the page's layout (a grid or flex parent would otherwise widen to it).
  contain: 'inline-size',
  scrollSnapType: 'x proximity',
  // Columns snap to just after the pinned attribute names, not under them.
  scrollPaddingInlineStart: vars.size.comparisonLabel,
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
  '@media': {
    [mediaQuery('tablet')]: { scrollPaddingInlineStart: vars.size.gridItemMin },
  },
});

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  // Each item keeps its column's width: one product does not stretch across the page.
  inlineSize: 'max-content',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'clip',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
});

const cellBase = {
  padding: vars.space['3'],
  verticalAlign: 'top',
  textAlign: 'start',
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
} as const;

export const rowHeader = style({
  ...cellBase,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: vars.z.raised,
  inlineSize: vars.size.comparisonLabel,
  minInlineSize: vars.size.comparisonLabel,
  maxInlineSize: vars.size.comparisonLabel,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  borderInlineEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery('tablet')]: { inlineSize: vars.size.gridItemMin, maxInlineSize: vars.size.gridItemMin },
  },
});

export const columnHeader = style({
  ...cellBase,
  borderBlockStart: 'none',
  inlineSize: vars.size.comparisonColumn,
  minInlineSize: vars.size.comparisonColumn,
  maxInlineSize: vars.size.comparisonColumn,
  scrollSnapAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});

export const corner = style([rowHeader, { borderBlockStart: 'none' }]);

export const cell = style({
  ...cellBase,
  inlineSize: vars.size.comparisonColumn,
  minInlineSize: vars.size.comparisonColumn,
  maxInlineSize: vars.size.comparisonColumn,
  overflowWrap: 'anywhere',
});

export const differs = style({
  background: vars.color.cautionSurface,
});

export const differsMark = style({
  display: 'block',
  marginBlockStart: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.caution,
});
