import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';

const open = keyframes({
  from: { blockSize: 0 },
  to: { blockSize: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { blockSize: 'var(--radix-accordion-content-height)' },
  to: { blockSize: 0 },
});

export const root = style({ borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` });

export const item = style({ borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  inlineSize: '100%',
  minBlockSize: vars.size.controlLg,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['1'],
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accentInk },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flex: 'none',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.text,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const contentInner = style({ paddingBlockEnd: vars.space['4'], paddingInline: vars.space['1'] });
