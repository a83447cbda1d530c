import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@/design-system/styles';

const desktop = mediaQuery('desktop');

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

/** Phone: [menu] [logo] [cart] / [search]. Desktop: [logo] [categories] [search] [shopping] [account]. */
export const mainBar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"menu brand shopping" "search search search"',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['2'],
  paddingBlock: vars.space['2'],
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"brand categories search shopping account"',
      columnGap: vars.space['3'],
      paddingBlock: vars.space['3'],
    },
  },
});

export const menuButtonSlot = style({ gridArea: 'menu', '@media': { [desktop]: { display: 'none' } } });

export const brand = style({
  gridArea: 'brand',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.accentInk,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/**
 * The header frame's stand-ins (HeaderPlaceholder): the menu button's square with its icon (phones and tablets)
 * and the brand at the row's height.
 */
export const placeholderControl = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  color: vars.color.text,
});
export const placeholderBrand = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlMd,
});

/** The header when its parts could not be loaded: the brand, why, and the reload, wrapping on a phone. */
export const unavailableBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
});

/** The offline notice: a calm strip under the header that never covers the page. */
export const offlineNotice = style({
  background: vars.color.cautionSurface,
  color: vars.color.text,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.caution}`,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
