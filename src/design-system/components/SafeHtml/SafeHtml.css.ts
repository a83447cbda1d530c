import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Typography for server-authored rich text: it arrives as bare tags, so it is styled by descendant selectors.
export const root = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  // Server HTML draws only inside this box: paint containment clips it here and makes the box the containing block
  // of fixed and absolute descendants (and a stacking context), so no markup can cover the page around it. The clip
  // margin keeps the focus ring of a link at the edge visible.
  contain: 'paint',
  overflowClipMargin: `calc(${vars.size.focusRingWidth} + ${vars.size.focusRingOffset})`,
});

globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${root} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${root} :where(p, ul, ol, blockquote, pre, table, figure)`, {
  marginBlock: `0 ${vars.space['4']}`,
  marginInline: 0,
});
globalStyle(`${root} :where(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space['6']} ${vars.space['3']}`,
});
globalStyle(`${root} :where(h1, h2)`, { fontSize: vars.fontSize.xl });
globalStyle(`${root} :where(h3)`, { fontSize: vars.fontSize.lg });
globalStyle(`${root} :where(h4, h5, h6)`, { fontSize: vars.fontSize.md });
globalStyle(`${root} :where(ul, ol)`, { paddingInlineStart: vars.space['6'] });
globalStyle(`${root} :where(li + li)`, { marginBlockStart: vars.space['1'] });
globalStyle(`${root} a`, {
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.underlineOffset,
});
globalStyle(`${root} a:hover`, { color: vars.color.accentHover });
globalStyle(`${root} a:focus-visible`, {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
  borderRadius: vars.radius.sm,
});
globalStyle(`${root} :where(img, video)`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${root} blockquote`, {
  borderInlineStart: `${vars.space['1']} solid ${vars.color.border}`,
  paddingInlineStart: vars.space['4'],
  color: vars.color.textMuted,
});
globalStyle(`${root} :where(code, pre)`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
globalStyle(`${root} pre`, {
  overflowX: 'auto',
  padding: vars.space['3'],
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});
globalStyle(`${root} table`, {
  borderCollapse: 'collapse',
  inlineSize: '100%',
  display: 'block',
  overflowX: 'auto',
});
globalStyle(`${root} :where(th, td)`, {
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'start',
});
globalStyle(`${root} hr`, {
  border: 0,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});
