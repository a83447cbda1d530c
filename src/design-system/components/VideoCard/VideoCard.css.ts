import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minInlineSize: 0,
});

export const media = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden' });

export const play = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  marginBlockStart: `calc(${vars.size.controlLg} / -2)`,
  marginInlineStart: `calc(${vars.size.controlLg} / -2)`,
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  color: vars.color.surface,
  pointerEvents: 'none',
});

export const topStart = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineStart: vars.space['2'],
});

export const bottomEnd = style({
  position: 'absolute',
  insetBlockEnd: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});

export const liveDot = style({
  display: 'inline-block',
  inlineSize: vars.space['2'],
  blockSize: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: 'currentColor',
  animation: `${pulse} calc(${vars.motion.slow} * 5) ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
