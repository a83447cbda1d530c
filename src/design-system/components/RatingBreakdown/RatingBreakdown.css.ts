import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The share of the row, 0%–100%. */
export const shareVar = createVar();

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
});

export const row = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const star = style({
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  color: vars.color.caution,
});

export const track = style({
  position: 'relative',
  blockSize: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: shareVar,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.caution,
});

export const count = style({
  textAlign: 'end',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
