// The styles of the header's and footer's menus, which only the page frame (Header, Footer) and the phone sheet
// render: apart from layout.css.ts, whose class names the first route carries (HeaderPlaceholder, RootLayout).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/styles';
import { footer } from './layout.css';

/** A strip entry with children: a button that looks like the strip's links, with a chevron. */
export const menuGroupTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { textDecoration: 'underline' },
  },
});

/** A list of footer links, one a row, without bullets. */
export const footerLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A row of footer links (social accounts, app stores), wrapping on a phone. */
export const footerLinkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Every footer link is a target of at least 24 × 24 CSS px (WCAG 2.5.8), short brand names included; inline-block
// keeps a link's icon after its last word when it wraps.
globalStyle(`${footer} a`, {
  display: 'inline-block',
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  lineHeight: vars.size.touchTarget,
});

/** A menu entry's children in the footer, under their parent, indented. */
export const footerChildren = style([
  footerLinks,
  { paddingBlockStart: vars.space['1'], paddingInlineStart: vars.space['4'] },
]);

/** The shop's postal address, phone and e-mail: an <address>, upright like the text around it. */
export const footerContact = style({ fontStyle: 'normal' });
