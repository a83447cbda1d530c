import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { PAGE_ROOT_ATTRIBUTE } from '../../theme/scroll-lock';
import { reducedMotion } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

const noMotion = { '@media': { [reducedMotion]: { animation: 'none' } } } as const;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  ...noMotion,
});

// While a modal dialog or sheet is open, Radix sets `pointer-events: none` on <body> so the page behind takes no
// pointer events. The property is inherited: every element of the page got a new computed style, on opening and
// again on closing (a listing's 1 250 elements: 70–118 ms at 4× CPU for that change alone, measured in the page).
// Our overlay covers the whole viewport and takes those events itself, so while it is there the element holding the
// page keeps `pointer-events: auto` of its own and the change stops at it (0–3 ms). The rule names that element,
// not every child of <body>: `> *` made Chromium restyle the whole page when the overlay came and went (20–72 ms).
// The page stays unclickable: a pointer outside the panel reaches the overlay (the Sheet story checks it).
globalStyle(`body:has(> ${overlay}) > [${PAGE_ROOT_ATTRIBUTE}]`, { pointerEvents: 'auto' });

/** Shared frame of Dialog and Sheet: header, scrolling body, footer. */
export const panel = style({
  position: 'fixed',
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  selectors: { '&:focus': { outline: 'none' } },
});

const gutter = vars.space['4'];

export const content = recipe({
  base: [
    panel,
    {
      // Centred by auto margins (not a transform, which the open animation uses).
      inset: 0,
      margin: 'auto',
      blockSize: 'fit-content',
      inlineSize: `calc(100vw - 2 * ${gutter})`,
      maxBlockSize: `calc(100dvh - 2 * ${gutter})`,
      borderRadius: vars.radius.lg,
      selectors: {
        '&[data-state="open"]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}` },
        '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
      },
      ...noMotion,
    },
  ],
  variants: {
    size: {
      sm: { maxInlineSize: vars.size.sheetWidth },
      md: { maxInlineSize: vars.size.dialogWidth },
      lg: { maxInlineSize: vars.size.containerNarrow },
      full: { maxInlineSize: vars.size.containerMax, blockSize: `calc(100dvh - 2 * ${gutter})` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const close = style({
  flex: 'none',
  marginBlock: `calc(${vars.space['1']} * -1)`,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
});

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['5'],
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});
