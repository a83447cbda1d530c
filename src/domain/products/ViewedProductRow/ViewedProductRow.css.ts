import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/styles';

// Kept small: the home sections' styles are part of the first route's one render-blocking stylesheet
// (docs/performance.md, "Styles"). The row itself is the design system's Box; the name is its Text.

/** A tile: the 72 px picture, and its name under it on up to two lines. */
export const item = style({ flex: `0 0 calc(2 * ${vars.space['16']})` });

/**
 * The picture and two lines of the name, whether the name takes one or two: loaded tiles and their skeletons are
 * the same height.
 */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: `calc(4.5rem + ${vars.space['2']} + 2 * ${vars.lineHeight.normal} * ${vars.fontSize.sm})`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
