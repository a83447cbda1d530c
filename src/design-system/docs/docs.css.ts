// Styles for the design-system docs pages and gallery stories (not shipped in components).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.gridItemMin}, 1fr))`,
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const galleryItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['2'],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const galleryName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const swatch = style({
  display: 'block',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  borderRadius: vars.radius.sm,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  flexShrink: 0,
});

export const tokenTable = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.fontSize.sm,
});

export const tokenCell = style({
  textAlign: 'start',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const spaceBar = style({
  blockSize: vars.space['4'],
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
});

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** A strip painted with the run-time menu colours (Live theming story). */
export const sampleMenu = style({
  background: vars.color.menuBg,
  color: vars.color.menuText,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
});
