// Public surface of the design system. Features import from '@/design-system' only.

// theme
export { vars } from './theme/contract.css';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export * as tokens from './theme/tokens';
export { breakpoints, mediaQuery, reducedMotion, type Breakpoint } from './theme/tokens';
export { ThemeProvider, type ThemeProviderProps } from './theme/ThemeProvider';
export { DirectionProvider, useDirection, directions, type TextDirection } from './theme/direction';
export {
  applyThemeOverrides,
  clearThemeOverrides,
  resolveThemeOverrides,
  type ThemeAdjustment,
  type ThemeOverrideResult,
  type ThemeOverrides,
} from './theme/runtime';
export {
  AA_LARGE_TEXT,
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  darken,
  ensureContrast,
  isHexColor,
  lighten,
  meetsContrast,
  parseHex,
  readableTextOn,
  relativeLuminance,
} from './theme/contrast';
