import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@/design-system/styles';

/** Docked to the bottom, over the page: fixed, so its arrival moves nothing (no layout shift). */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space['2'],
  insetBlockEnd: vars.space['2'],
  zIndex: vars.z.sticky,
  padding: vars.space['4'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  '@media': {
    // Beside the content on wide screens, in the inline-end corner (left in right-to-left languages).
    [mediaQuery('tablet')]: { insetInlineStart: 'auto', maxInlineSize: vars.size.dialogWidth },
  },
});
