import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/styles';

/** A tile: the 72 px picture, and its name under it on up to two lines. */
const TILE = `calc(2 * ${vars.space['16']})`;
/** Two lines of the name, whether it takes one or two: loaded tiles and their skeletons are the same height. */
const NAME_LINES = `calc(2em * ${vars.lineHeight.normal})`;

/** One line of tiles that scrolls sideways inside itself; the page never does (room for the focus ring kept). */
export const row = style({
  display: 'flex',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollSnapType: 'inline proximity',
});

export const item = style({
  flex: `0 0 ${TILE}`,
  minInlineSize: 0,
  scrollSnapAlign: 'start',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  inlineSize: '100%',
  minBlockSize: NAME_LINES,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
