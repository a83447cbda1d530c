import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { vars } from './contract.css';
import { colorTokens as c, tokenVar } from './tokens';

// Every text/background pairing the components use must meet WCAG AA with the built-in colours.
const textPairs: Array<[keyof typeof c, keyof typeof c]> = [
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['accentInk', 'surface'],
  ['accentInk', 'accentSurface'],
  ['menuText', 'menuBg'],
  ['positive', 'surface'],
  ['positive', 'positiveSurface'],
  ['surface', 'positive'],
  ['surface', 'positiveHover'],
  ['critical', 'surface'],
  ['critical', 'criticalSurface'],
  ['surface', 'critical'],
  ['surface', 'criticalHover'],
  ['caution', 'surface'],
  ['caution', 'cautionSurface'],
  ['info', 'surface'],
  ['info', 'infoSurface'],
  ['surface', 'text'],
  ['surface', 'textMuted'],
];

describe('colour tokens', () => {
  it.each(textPairs)('%s on %s meets 4.5:1', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['borderStrong', 'surface'],
    ['focusRing', 'surface'],
    ['focusRing', 'surfaceRaised'],
  ] as const)('%s on %s meets 3:1 for controls', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe('layers', () => {
  it('puts what opens from inside a modal (listboxes, popovers) above the modal and its overlay, below toasts', async () => {
    const { zIndexTokens: z } = await import('./tokens');
    expect(Number(z.dropdown)).toBeGreaterThan(Number(z.modal));
    expect(Number(z.dropdown)).toBeGreaterThan(Number(z.overlay));
    expect(Number(z.dropdown)).toBeLessThan(Number(z.toast));
    expect(Number(z.dropdown)).toBeGreaterThan(Number(z.sticky));
  });
});

describe('tokenVar', () => {
  it('names every token as the theme contract does', () => {
    const groups = Object.entries(vars) as Array<[keyof typeof vars, Record<string, string>]>;
    const pairs = groups.flatMap(([group, tokens]) =>
      Object.entries(tokens).map(([key, name]) => [tokenVar(group, key as never), name]),
    );
    expect(pairs.length).toBeGreaterThan(100);
    for (const [fromHelper, fromContract] of pairs) expect(fromHelper).toBe(fromContract);
    expect(tokenVar('space', '0.5')).toBe('var(--mf-space-0_5)');
  });
});
