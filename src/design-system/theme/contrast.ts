// Colour maths for run-time theming: shop colours arrive from settings (or the demo colour switcher) and
// must never produce unreadable text. Formulas follow WCAG 2.x (relative luminance, contrast ratio).

export type Rgb = { r: number; g: number; b: number };

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** WCAG 2.x AA thresholds. */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
export const AA_NON_TEXT = 3;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (value: string): boolean => HEX.test(value.trim());

/** Parses `#rgb` or `#rrggbb` (any case); returns null for anything else. */
export function parseHex(value: string): Rgb | null {
  const hex = value.trim();
  if (!HEX.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

const channelHex = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

export const toHex = ({ r, g, b }: Rgb): string => `#${channelHex(r)}${channelHex(g)}${channelHex(b)}`;

function requireRgb(value: string): Rgb {
  const rgb = parseHex(value);
  if (!rgb) throw new TypeError(`Not a hex colour: ${JSON.stringify(value)}`);
  return rgb;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance (0 = black, 1 = white). */
export function relativeLuminance(color: string): number {
  const { r, g, b } = requireRgb(color);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). Order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

export const meetsContrast = (fg: string, bg: string, minimum: number = AA_TEXT): boolean =>
  contrastRatio(fg, bg) >= minimum;

/**
 * Black or white, whichever reads better on `bg`. One of the two always reaches at least ~4.58:1,
 * so the result always meets AA for normal text.
 */
export function readableTextOn(bg: string): typeof BLACK | typeof WHITE {
  return contrastRatio(BLACK, bg) >= contrastRatio(WHITE, bg) ? BLACK : WHITE;
}

/** Mixes `color` towards black by `amount` (0–1). */
export function darken(color: string, amount: number): string {
  const { r, g, b } = requireRgb(color);
  const k = 1 - Math.min(1, Math.max(0, amount));
  return toHex({ r: r * k, g: g * k, b: b * k });
}

/** Mixes `color` towards white by `amount` (0–1). */
export function lighten(color: string, amount: number): string {
  const { r, g, b } = requireRgb(color);
  const k = Math.min(1, Math.max(0, amount));
  return toHex({ r: r + (255 - r) * k, g: g + (255 - g) * k, b: b + (255 - b) * k });
}

/**
 * Darkens (or lightens, when `bg` is dark) `color` in small steps until it reaches `minimum` contrast on `bg`;
 * falls back to black/white, which always qualifies for AA text.
 */
export function ensureContrast(color: string, bg: string, minimum: number = AA_TEXT): string {
  if (meetsContrast(color, bg, minimum)) return toHex(requireRgb(color));
  const towardsBlack = readableTextOn(bg) === BLACK;
  for (let step = 1; step <= 20; step++) {
    const candidate = towardsBlack ? darken(color, step * 0.05) : lighten(color, step * 0.05);
    if (meetsContrast(candidate, bg, minimum)) return candidate;
  }
  return readableTextOn(bg);
}
