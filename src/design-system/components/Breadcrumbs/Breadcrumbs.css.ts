import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minInlineSize: 0,
});

export const separator = style({ display: 'inline-flex', color: vars.color.textMuted, flex: 'none' });

const crumb = {
  maxInlineSize: `calc(${vars.size.sheetWidth} * 2 / 3)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const link = style({
  ...crumb,
  display: 'inline-block',
  color: vars.color.accentInk,
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.underlineOffset,
  borderRadius: vars.radius.sm,
  // A 24px-high hit area (WCAG 2.5.8) without changing the line height.
  paddingBlock: vars.space['0.5'],
  selectors: { '&:hover': { textDecorationThickness: vars.size.focusRingWidth } },
});

export const current = style({ ...crumb, color: vars.color.text, fontWeight: vars.fontWeight.medium });
