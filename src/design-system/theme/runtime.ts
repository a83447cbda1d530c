// Run-time theme overrides: the shop's colours (settings, demo colour switcher) replace a few stable CSS
// variables on an element. Everything derived from them (hover, text on accent, focus ring, menu text) is
// computed here so that no override can produce unreadable text or an invisible focus ring.
import { colorTokens, tokenProperty } from './tokens';
import {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  darken,
  ensureContrast,
  isHexColor,
  lighten,
  readableTextOn,
  toHex,
  parseHex,
} from './contrast';

export type ThemeOverrides = {
  /** Brand colour (#rgb / #rrggbb): solid buttons, links, focus ring. */
  accent?: string | undefined;
  /** Navigation menu background. */
  menuBg?: string | undefined;
  /** Navigation menu text; replaced by black or white when it fails 4.5:1 on the menu background. */
  menuText?: string | undefined;
};

export type ThemeAdjustment = {
  token: 'menuText' | 'focusRing' | 'accentInk';
  requested: string;
  used: string;
  reason: string;
};

export type ThemeOverrideResult = {
  /** CSS custom property name (`--mf-color-accent`) → value. */
  properties: Record<string, string>;
  /** Values that were changed to keep contrast; the colour switcher shows these to the merchant. */
  adjustments: ThemeAdjustment[];
  /** Options that were ignored because they are not hex colours. */
  invalid: Array<keyof ThemeOverrides>;
};

/** The colours a run-time theme may set. */
const overridableColors = [
  'accent',
  'accentHover',
  'accentText',
  'accentInk',
  'accentSurface',
  'focusRing',
  'menuBg',
  'menuText',
] as const;
type OverridableColor = (typeof overridableColors)[number];

/** The custom properties a run-time theme may set, in a stable order. */
export const overridableProperties = overridableColors.map((key) => tokenProperty('color', key));

const normalise = (hex: string) => toHex(parseHex(hex)!);

/** Pure: computes the custom properties for the given overrides (used by ThemeProvider and applyThemeOverrides). */
export function resolveThemeOverrides(overrides: ThemeOverrides): ThemeOverrideResult {
  const properties: Record<string, string> = {};
  const adjustments: ThemeAdjustment[] = [];
  const invalid: Array<keyof ThemeOverrides> = [];
  const valid = (key: keyof ThemeOverrides) => {
    const value = overrides[key];
    if (value === undefined || value === '') return undefined;
    if (!isHexColor(value)) {
      invalid.push(key);
      return undefined;
    }
    return normalise(value);
  };
  const set = (color: OverridableColor, value: string) => {
    properties[tokenProperty('color', color)] = value;
  };

  const accent = valid('accent');
  if (accent) {
    const accentText = readableTextOn(accent);
    // Hover goes darker; if that would weaken black text on it, it goes lighter instead.
    const darker = darken(accent, 0.15);
    const hover = contrastRatio(darker, accentText) >= AA_TEXT ? darker : lighten(accent, 0.15);
    set('accent', accent);
    set('accentHover', hover);
    set('accentText', accentText);

    // Soft controls sit on a light tint of the accent; the ink is checked against that tint, the darker of the
    // two backgrounds it appears on, so it also passes on the page surface.
    const tint = lighten(accent, 0.88);
    set('accentSurface', tint);
    const ink = ensureContrast(accent, tint, AA_TEXT);
    set('accentInk', ink);
    if (ink !== accent) {
      adjustments.push({
        token: 'accentInk',
        requested: accent,
        used: ink,
        reason: `accent is below ${AA_TEXT}:1 on light backgrounds; links and soft buttons use a darker shade`,
      });
    }

    const ring = ensureContrast(accent, colorTokens.surface, AA_NON_TEXT);
    set('focusRing', ring);
    if (ring !== accent) {
      adjustments.push({
        token: 'focusRing',
        requested: accent,
        used: ring,
        reason: `accent is below ${AA_NON_TEXT}:1 on the page background; the focus ring uses a darker shade`,
      });
    }
  }

  const menuBg = valid('menuBg');
  const menuText = valid('menuText');
  if (menuBg) set('menuBg', menuBg);
  if (menuBg || menuText) {
    const bg = menuBg ?? colorTokens.menuBg;
    const requested = menuText ?? colorTokens.menuText;
    if (contrastRatio(requested, bg) >= AA_TEXT) {
      if (menuText) set('menuText', menuText);
    } else {
      const used = readableTextOn(bg);
      set('menuText', used);
      adjustments.push({
        token: 'menuText',
        requested,
        used,
        reason: `menu text is below ${AA_TEXT}:1 on the menu background`,
      });
    }
  }

  return { properties, adjustments, invalid };
}

/**
 * Sets the overrides on `el` (usually document.documentElement or a theme wrapper). Declarative: properties
 * not produced by these overrides are removed, so passing `{}` restores the built-in theme.
 */
export function applyThemeOverrides(el: HTMLElement, overrides: ThemeOverrides): ThemeOverrideResult {
  const result = resolveThemeOverrides(overrides);
  for (const name of overridableProperties) {
    const value = result.properties[name];
    if (value === undefined) el.style.removeProperty(name);
    else el.style.setProperty(name, value);
  }
  return result;
}

export const clearThemeOverrides = (el: HTMLElement): void => {
  applyThemeOverrides(el, {});
};
