import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { canHover, reducedMotion } from '../../theme/tokens';

// Fixed line boxes shared with ProductCardSkeleton, so a loaded card takes exactly the skeleton's place.
const nameLines = 2;
export const nameLineSize = `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`;
export const nameBlockSize = `calc(${nameLineSize} * ${nameLines})`;
export const shopBlockSize = `calc(${vars.fontSize.xs} * ${vars.lineHeight.normal})`;
export const ratingBlockSize = `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`;
export const priceBlockSize = `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`;

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  blockSize: '100%',
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  // Raised under a hovering pointer only (ADR 076): a phone's tap on a card starts the route change, and a box-shadow
  // transition would repaint the card on the main thread in every frame of it, its events dispatched by React.
  '@media': {
    [canHover]: {
      transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { '&:hover': { boxShadow: vars.shadow.md } },
    },
    [reducedMotion]: { transition: 'none' },
  },
});

export const media = style({ position: 'relative', background: vars.color.surfaceRaised });

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineStart: vars.space['2'],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  maxInlineSize: `calc(100% - ${vars.size.controlSm} - ${vars.space['6']})`,
  pointerEvents: 'none',
});

export const actions = style({
  position: 'absolute',
  zIndex: vars.z.raised,
  insetBlockStart: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

// Round white backing so the icon buttons stay legible on any product photo.
globalStyle(`${actions} > button`, { background: vars.color.surface, boxShadow: vars.shadow.sm });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 auto',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
});

export const shop = style({
  margin: 0,
  blockSize: shopBlockSize,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const name = style({
  margin: 0,
  minBlockSize: nameBlockSize,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: nameLines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** The product link covers the whole card (its ::after), so any click on the card opens the product. */
export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.size.focusRingOffset} * -1)`,
    },
  },
});

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: ratingBlockSize,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const price = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: priceBlockSize,
  marginBlockStart: 'auto',
  lineHeight: vars.lineHeight.tight,
});

const footerContainer = createContainer();

export const footer = style({
  position: 'relative',
  zIndex: vars.z.raised,
  paddingInline: vars.space['3'],
  paddingBlockEnd: vars.space['3'],
  containerName: footerContainer,
  containerType: 'inline-size',
});

/**
 * Below this button width (two-column grids on the narrowest phones, at 200% zoom) "Add to Cart" would be
 * clipped: the button shows only its icon and keeps the words as its accessible name.
 */
const iconOnlyBelow = '9rem';

/** The cart button's words: they wrap (long translations) rather than clip, and hide in a too-narrow card. */
export const cartLabel = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@container': {
    [`${footerContainer} (max-width: ${iconOnlyBelow})`]: {
      position: 'absolute',
      inlineSize: vars.size.hairline,
      blockSize: vars.size.hairline,
      padding: 0,
      margin: `calc(${vars.size.hairline} * -1)`,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** The out-of-stock words have no icon to fall back on: they wrap inside the button instead. */
export const wrappingLabel = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
