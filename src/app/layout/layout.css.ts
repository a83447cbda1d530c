import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
  background: vars.color.surface,
});

export const main = style({ flex: 1, paddingBlock: vars.space['6'] });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  insetBlockStart: vars.space['2'],
  zIndex: vars.z.tooltip,
  padding: vars.space['2'],
  background: vars.color.surface,
  color: vars.color.accent,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none' },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.z.sticky,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

/** The strip in the shop's menu colours (settings or the demo colour switcher). */
export const menuStrip = style({
  background: vars.color.menuBg,
  color: vars.color.menuText,
});

export const menuLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  paddingBlock: vars.space['2'],
  display: 'inline-block',
  ':hover': { textDecoration: 'underline' },
  selectors: { '&[aria-current="page"]': { textDecoration: 'underline' } },
});

export const brand = style({
  color: vars.color.accentInk,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const searchSlot = style({ flex: 1, minInlineSize: 0 });

export const footer = style({
  background: vars.color.surfaceRaised,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  paddingBlock: vars.space['8'],
});

/** Language and currency selects take their content's width, not the strip's. */
export const switcherSlot = style({ inlineSize: 'max-content', paddingBlock: vars.space['1'] });
