import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { dockedEndClearance } from '../../theme/docked';
import { reducedMotion } from '../../theme/tokens';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(100%)' },
  to: { opacity: 1, transform: 'none' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(var(--radix-toast-swipe-end-x) * 2))', opacity: 0 },
});

export const viewport = style({
  position: 'fixed',
  // Above a bar docked at the screen's end (the privacy notice), which a toast used to cover, Accept button and all.
  insetBlockEnd: dockedEndClearance,
  insetInlineEnd: 0,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  inlineSize: `min(${vars.size.sheetWidth}, 100vw)`,
  maxBlockSize: `calc(100dvh - ${dockedEndClearance})`,
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space['3'],
    padding: vars.space['3'],
    paddingInlineStart: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space['1'],
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'none',
        transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.fast} ease-out` },
    },
    '@media': { [reducedMotion]: { animation: 'none !important', transition: 'none !important' } },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.positive },
      error: { borderInlineStartColor: vars.color.critical },
      warning: { borderInlineStartColor: vars.color.caution },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', paddingBlockStart: vars.space['0.5'] },
  variants: {
    tone: {
      success: { color: vars.color.positive },
      error: { color: vars.color.critical },
      warning: { color: vars.color.caution },
      info: { color: vars.color.info },
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minInlineSize: 0,
  paddingBlock: vars.space['0.5'],
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
