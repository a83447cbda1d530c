// Typed design tokens: the single source of every colour, length, duration and layer in the UI.
// Components read them through `vars` (theme/contract.css.ts); nothing else holds raw values.

export const colorTokens = {
  surface: '#ffffff',
  surfaceRaised: '#f6f7f9',
  surfaceSunken: '#eef0f3',
  text: '#16181d',
  textMuted: '#545a66',
  border: '#d3d7de',
  borderStrong: '#8a909c',
  accent: '#0b5cad',
  accentHover: '#094b8e',
  accentText: '#ffffff',
  /** The accent used as text/link colour on surfaces (kept at ≥ 4.5:1 on `surface` by the run-time theme). */
  accentInk: '#0b5cad',
  /** Tinted background for soft/ghost accent controls; accentInk stays ≥ 4.5:1 on it. */
  accentSurface: '#e7f0fb',
  menuBg: '#1d2433',
  menuText: '#ffffff',
  positive: '#187a34',
  positiveSurface: '#e6f4ea',
  positiveHover: '#136128',
  critical: '#b42318',
  criticalSurface: '#fdecea',
  criticalHover: '#8f1c13',
  caution: '#8a5a00',
  cautionSurface: '#fff4d6',
  info: '#0b5cad',
  infoSurface: '#e7f0fb',
  focusRing: '#0b5cad',
  overlay: 'rgba(16, 20, 28, 0.55)',
  skeleton: '#e4e7ec',
} as const;

export const spaceTokens = {
  '0': '0',
  '0.5': '0.125rem',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
} as const;

export const radiusTokens = { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' } as const;

export const fontFamilyTokens = {
  body: "'Inter Variable', 'Inter Fallback Arial', 'Inter Fallback DejaVu', 'Noto Sans Arabic Variable', sans-serif",
  heading:
    "'Inter Variable', 'Inter Fallback Arial', 'Inter Fallback DejaVu', 'Noto Sans Arabic Variable', sans-serif",
  mono: "ui-monospace, 'Inter Variable', monospace",
  /** Arabic-script text (:lang(ar)) prefers Noto Sans Arabic; Latin glyphs inside it fall back to Inter. */
  arabic:
    "'Noto Sans Arabic Variable', 'Inter Variable', 'Inter Fallback Arial', 'Inter Fallback DejaVu', sans-serif",
} as const;

/**
 * The families while a server-rendered page waits for its web font (web-font.ts): the same lists with no web font,
 * so its first paint asks for none. Arabic text keeps Noto Sans Arabic, which only Arabic text asks for; after the
 * system's sans-serif, so Latin text never reaches that font's own Latin file.
 */
export const fontFamilyBeforeWebFont = {
  body: "'Inter Fallback Arial', 'Inter Fallback DejaVu', sans-serif, 'Noto Sans Arabic Variable'",
  heading: "'Inter Fallback Arial', 'Inter Fallback DejaVu', sans-serif, 'Noto Sans Arabic Variable'",
  mono: 'ui-monospace, monospace',
} as const satisfies Partial<Record<keyof typeof fontFamilyTokens, string>>;

export const fontSizeTokens = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

export const fontWeightTokens = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const lineHeightTokens = { tight: '1.2', normal: '1.5', relaxed: '1.7' } as const;

export const shadowTokens = {
  sm: '0 1px 2px rgba(16, 20, 28, 0.08)',
  md: '0 4px 12px rgba(16, 20, 28, 0.12)',
  lg: '0 12px 32px rgba(16, 20, 28, 0.18)',
} as const;

export const zIndexTokens = {
  base: '0',
  raised: '1',
  sticky: '100',
  overlay: '300',
  modal: '400',
  // Listboxes, popovers and the zoom pane float above a modal: they are opened from inside one (the address dialog's
  // country select), and a modal never opens over an open dropdown (opening it closes the dropdown).
  dropdown: '450',
  toast: '500',
  tooltip: '600',
  progress: '700',
} as const;

export const motionTokens = {
  /** Used when the shopper asks for reduced motion: near zero so animationend/transitionend still fire. */
  instant: '0.01ms',
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  /** One turn of a loading spinner. */
  spin: '800ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Fixed sizes that are part of the visual language (control heights, hairlines, the 2px progress bar). */
export const sizeTokens = {
  hairline: '1px',
  focusRingWidth: '2px',
  focusRingOffset: '2px',
  progressBar: '2px',
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  iconSm: '1rem',
  iconMd: '1.25rem',
  iconLg: '1.5rem',
  /** Line width of the icon set, in units of the icons' 24×24 view box. */
  iconStroke: '1.75',
  touchTarget: '1.5rem',
  containerMax: '80rem',
  sheetWidth: '24rem',
  dialogWidth: '32rem',
  containerNarrow: '48rem',
  borderThick: '2px',
  checkbox: '1.25rem',
  switchWidth: '2.5rem',
  switchHeight: '1.5rem',
  switchThumb: '1.125rem',
  sliderTrack: '0.25rem',
  sliderThumb: '1.25rem',
  textareaMin: '6rem',
  listboxMaxHeight: '20rem',
  /** Smallest column of an auto-filling Grid (product tiles, galleries). */
  gridItemMin: '10rem',
  /** Gap between text and its underline (links, link buttons). */
  underlineOffset: '0.2em',
  /** Width of the number in a quantity stepper: three digits. */
  quantityInput: '3ch',
  /** A comparison table: the pinned column of attribute names, and each compared item's column. */
  comparisonLabel: '7rem',
  comparisonColumn: '12rem',
  /** A listing's filter column beside its product grid: fixed, so the grid keeps its width while the filters load. */
  filterColumn: '13rem',
} as const;

/** Breakpoints (min-width, in rem so they follow the user's font size). */
export const breakpoints = { tablet: '40rem', desktop: '64rem', wide: '80rem' } as const;
export type Breakpoint = keyof typeof breakpoints;
export const mediaQuery = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]})`;
export const reducedMotion = '(prefers-reduced-motion: reduce)';
/**
 * A pointer that hovers (a mouse, a trackpad). Hover looks and the colour transitions of pressable controls live
 * under it: a phone's tap would leave a hover colour stuck on what was tapped, and every transitioned longhand starts
 * a transition whose events React dispatches in the tap's frame (docs/performance.md, "Interactions").
 */
export const canHover = '(hover: hover)';

/** The token groups of the theme contract (theme/contract.css.ts), by the name its variables carry. */
type TokenGroups = {
  color: typeof colorTokens;
  space: typeof spaceTokens;
  radius: typeof radiusTokens;
  font: typeof fontFamilyTokens;
  fontSize: typeof fontSizeTokens;
  fontWeight: typeof fontWeightTokens;
  lineHeight: typeof lineHeightTokens;
  shadow: typeof shadowTokens;
  z: typeof zIndexTokens;
  motion: typeof motionTokens;
  size: typeof sizeTokens;
};

/** The stable name of a token's custom property, without its dashes (`mf-color-accent`, `mf-space-0_5`). */
export const tokenName = (path: readonly string[]) => `mf-${path.join('-').replace('.', '_')}`;

/** A token's custom property (`--mf-color-accent`), as a run-time theme sets it on an element. */
export const tokenProperty = <G extends keyof TokenGroups>(group: G, key: keyof TokenGroups[G] & string) =>
  `--${tokenName([group, key])}`;

/**
 * A token's variable (`var(--mf-size-controlMd)`) for code that runs in the page, which reads it here rather than
 * from the contract's `vars`: that object holds every token's name, and importing it brought all of them into the
 * first route's script (≈ 1 KB gzip). Stylesheets keep `vars`. `tokens.test.ts` holds both to the same names.
 */
export const tokenVar = <G extends keyof TokenGroups>(group: G, key: keyof TokenGroups[G] & string) =>
  `var(${tokenProperty(group, key)})`;
