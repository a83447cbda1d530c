// A pressable's colours as custom properties: its tone class sets them, its variant class reads them. One class per
// tone and one per variant in place of a class per pairing: 4 + 5 entries in a recipe's class map instead of 20,
// and as many rules in the first route's stylesheet. The computed colours are the pairings' own.
import { createVar, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { forHoveringPointers } from '../../theme/hovering';
import type { ButtonTone, ButtonVariant } from './tones';

const tone = {
  solid: createVar(),
  solidHover: createVar(),
  onSolid: createVar(),
  ink: createVar(),
  tint: createVar(),
  line: createVar(),
};

type Palette = Record<keyof typeof tone, string>;

const palettes: Record<ButtonTone, Palette> = {
  accent: {
    solid: vars.color.accent,
    solidHover: vars.color.accentHover,
    onSolid: vars.color.accentText,
    ink: vars.color.accentInk,
    tint: vars.color.accentSurface,
    line: vars.color.accentInk,
  },
  neutral: {
    solid: vars.color.text,
    solidHover: vars.color.textMuted,
    onSolid: vars.color.surface,
    ink: vars.color.text,
    tint: vars.color.surfaceSunken,
    line: vars.color.borderStrong,
  },
  critical: {
    solid: vars.color.critical,
    solidHover: vars.color.criticalHover,
    onSolid: vars.color.surface,
    ink: vars.color.critical,
    tint: vars.color.criticalSurface,
    line: vars.color.critical,
  },
  positive: {
    solid: vars.color.positive,
    solidHover: vars.color.positiveHover,
    onSolid: vars.color.surface,
    ink: vars.color.positive,
    tint: vars.color.positiveSurface,
    line: vars.color.positive,
  },
};

/** A recipe's `tone` variants: each sets the tone's colours on the pressable. */
export const toneVariants = Object.fromEntries(
  Object.entries(palettes).map(([name, palette]) => [
    name,
    {
      vars: Object.fromEntries(
        Object.entries(palette).map(([role, value]) => [tone[role as keyof Palette], value]),
      ),
    },
  ]),
) as Record<ButtonTone, StyleRule>;

const hover = (rule: Record<string, string>) =>
  forHoveringPointers({ selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': rule } });

/** A recipe's `variant` variants: where each uses the tone's colours. */
export const variantStyles: Record<ButtonVariant, StyleRule> = {
  solid: {
    background: tone.solid,
    color: tone.onSolid,
    borderColor: tone.solid,
    ...hover({ background: tone.solidHover, borderColor: tone.solidHover }),
  },
  soft: {
    background: tone.tint,
    color: tone.ink,
    borderColor: tone.tint,
    ...hover({ borderColor: tone.line }),
  },
  outline: {
    background: 'transparent',
    color: tone.ink,
    borderColor: tone.line,
    ...hover({ background: tone.tint }),
  },
  ghost: {
    background: 'transparent',
    color: tone.ink,
    borderColor: 'transparent',
    ...hover({ background: tone.tint }),
  },
  link: { background: 'transparent', color: tone.ink, borderColor: 'transparent' },
};

/** Disabled look: no colour meaning, clearly inert (exempt from contrast rules but still legible). */
export const disabledRule = {
  selectors: {
    '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
};
