import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

// The table scrolls sideways inside its own box (swipe on a phone) while the page never does; the attribute
// names stay pinned at the start edge, so every row keeps its name in view.
export const scroller = style({
  maxInlineSize: '100%',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  inlineSize: '100%',
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
  minInlineSize: vars.size.comparisonColumn,
  scrollSnapAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});

export const corner = style([rowHeader, { borderBlockStart: 'none' }]);

export const cell = style({
  ...cellBase,
  minInlineSize: vars.size.comparisonColumn,
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
