import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space['3'],
    marginInline: 'auto',
    maxInlineSize: vars.size.dialogWidth,
    color: vars.color.text,
  },
  variants: {
    size: {
      compact: { paddingBlock: vars.space['6'], paddingInline: vars.space['4'] },
      page: { paddingBlock: vars.space['16'], paddingInline: vars.space['4'] },
    },
  },
  defaultVariants: { size: 'page' },
});

export const icon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    inlineSize: vars.space['16'],
    blockSize: vars.space['16'],
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
      critical: { backgroundColor: vars.color.criticalSurface, color: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
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
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
});
