import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/styles';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxBlockSize: 'min(24rem, 60vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['2'],
  alignItems: 'start',
  paddingBlock: vars.space['2'],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const rowLink = style({
  display: 'block',
  minBlockSize: vars.size.controlSm,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});

export const unreadDot = style({
  display: 'inline-block',
  inlineSize: vars.space['2'],
  blockSize: vars.space['2'],
  marginInlineEnd: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  verticalAlign: 'middle',
});

export const footer = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  marginBlockStart: vars.space['2'],
});
