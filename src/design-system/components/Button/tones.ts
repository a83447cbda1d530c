// Colour roles per tone, shared by Button and IconButton (and any future pressable).
import { vars } from '../../theme/contract.css';
import { forHoveringPointers } from '../../theme/hovering';

export const buttonTones = ['accent', 'neutral', 'critical', 'positive'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

type Palette = {
  solid: string;
  solidHover: string;
  onSolid: string;
  ink: string;
  tint: string;
  line: string;
};

export const palettes: Record<ButtonTone, Palette> = {
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

const hover = (rule: Record<string, string>) =>
  forHoveringPointers({ selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': rule } });

/** Style for one variant × tone pairing; fed into each recipe's compoundVariants. */
export function toneStyle(variant: ButtonVariant, tone: ButtonTone) {
  const p = palettes[tone];
  switch (variant) {
    case 'solid':
      return {
        background: p.solid,
        color: p.onSolid,
        borderColor: p.solid,
        ...hover({ background: p.solidHover, borderColor: p.solidHover }),
      };
    case 'soft':
      return { background: p.tint, color: p.ink, borderColor: p.tint, ...hover({ borderColor: p.line }) };
    case 'outline':
      return {
        background: 'transparent',
        color: p.ink,
        borderColor: p.line,
        ...hover({ background: p.tint }),
      };
    case 'ghost':
      return {
        background: 'transparent',
        color: p.ink,
        borderColor: 'transparent',
        ...hover({ background: p.tint }),
      };
    case 'link':
      return { background: 'transparent', color: p.ink, borderColor: 'transparent' };
  }
}

export const toneCompounds = buttonVariants.flatMap((variant) =>
  buttonTones.map((tone) => ({ variants: { variant, tone }, style: toneStyle(variant, tone) })),
);

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
