import { style } from '@vanilla-extract/css';
import { spin } from '../../theme/spin.css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/tokens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
});

export const ring = recipe({
  base: {
    flex: 'none',
    display: 'block',
    animation: `${spin} ${vars.motion.spin} linear infinite`,
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  variants: {
    size: {
      sm: { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm },
      md: { inlineSize: vars.size.iconLg, blockSize: vars.size.iconLg },
      lg: { inlineSize: vars.size.controlLg, blockSize: vars.size.controlLg },
    },
    tone: {
      accent: { color: vars.color.accent },
      current: { color: 'currentColor' },
    },
  },
});

export const track = style({ opacity: 0.25 });

export const labelText = style({ fontSize: vars.fontSize.sm });
