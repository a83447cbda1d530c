// The page frame's styles (docs/performance.md, "The second wave"): the header's bar slots and menu strip, the
// phone sheet's links and the footer, which only the page-frame chunk (Header, Footer) and the phone sheet render.
// Apart from layout.css.ts, whose class names the first route carries (RootLayout, HeaderPlaceholder): a name here
// costs the first route nothing.
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@/design-system/styles';
import { dockedEndClearance } from '@/design-system/theme/docked';

const desktop = mediaQuery('desktop');

/** The strip in the shop's menu colours (settings or the demo colour switcher); on phones its links are in the sheet. */
export const menuStrip = style({
  display: 'none',
  background: vars.color.menuBg,
  color: vars.color.menuText,
  '@media': { [desktop]: { display: 'block' } },
});

export const categoriesSlot = style({
  gridArea: 'categories',
  display: 'none',
  '@media': { [desktop]: { display: 'block' } },
});

export const shoppingSlot = style({ gridArea: 'shopping', justifySelf: 'end' });

export const accountSlot = style({
  gridArea: 'account',
  display: 'none',
  '@media': { [desktop]: { display: 'block' } },
});

export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'contents' } } });

/** A link in the phone menu sheet: a full-width row, comfortably above the 24 px target size. */
export const sheetLink = style({
  display: 'block',
  paddingBlock: vars.space['2'],
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.accentInk, textDecoration: 'underline' } },
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

export const searchSlot = style({ gridArea: 'search', minInlineSize: 0 });

export const footer = style({
  background: vars.color.surfaceRaised,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  paddingBlockStart: vars.space['8'],
  // Room for a bar docked at the screen's end while it is shown (the privacy notice; theme/docked.ts).
  paddingBlockEnd: `calc(${vars.space['8']} + ${dockedEndClearance})`,
  // Its own layer above the page: the home page's below-the-fold sections (content-visibility: auto) lay out their
  // cards' absolutely placed buttons past their reserved height until they are shown, over the footer's links, and
  // axe then measures those links as obscured, under 24 px (WCAG 2.5.8; issue 34 §4). Nothing of the page above may
  // paint over the footer anyway.
  position: 'relative',
  zIndex: vars.z.raised,
  // Owner's text (a long address or e-mail, a label in one word) wraps rather than widening the page at 320 px.
  overflowWrap: 'anywhere',
});

/** Language and currency selects take their content's width, not the strip's. */
export const switcherSlot = style({ inlineSize: 'max-content', paddingBlock: vars.space['1'] });

/** A strip entry with children: a button that looks like the strip's links, with a chevron. */
export const menuGroupTrigger = style([
  menuLink,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingInline: 0,
    border: 0,
    background: 'transparent',
    // The button's own font is the strip's, at the links' weight and size (after the shorthand).
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&[data-state="open"]': { textDecoration: 'underline' } },
  },
]);

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
export const footerLinkRow = style([
  footerLinks,
  { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['4'] },
]);

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
