import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AA_TEXT,
  BLACK,
  WHITE,
  contrastRatio,
  darken,
  ensureContrast,
  lighten,
  parseHex,
  readableTextOn,
  relativeLuminance,
} from './contrast';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

describe('parseHex', () => {
  it('reads #rgb and #rrggbb in any case', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#0B5cAd')).toEqual({ r: 11, g: 92, b: 173 });
  });

  it('rejects anything else', () => {
    for (const value of ['fff', '#ffff', '#12345', 'red', 'rgb(0,0,0)', '#gggggg', '']) {
      expect(parseHex(value)).toBeNull();
    }
  });
});

describe('contrastRatio', () => {
  it('gives the known values', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT);
  });

  it('has luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });
});

describe('readableTextOn', () => {
  it('picks white on dark and black on light colours', () => {
    expect(readableTextOn('#0b5cad')).toBe(WHITE);
    expect(readableTextOn('#ffd400')).toBe(BLACK);
  });

  it('always reaches AA (4.5:1) for normal text', () => {
    fc.assert(
      fc.property(hexColor, (bg) => {
        expect(contrastRatio(readableTextOn(bg), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
    );
  });
});

describe('darken / lighten / ensureContrast', () => {
  it('moves towards black and white', () => {
    expect(darken('#ffffff', 1)).toBe('#000000');
    expect(lighten('#000000', 1)).toBe('#ffffff');
    expect(relativeLuminance(darken('#0b5cad', 0.2))).toBeLessThan(relativeLuminance('#0b5cad'));
  });

  it('always returns a colour meeting the requested contrast', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (color, bg) => {
        expect(contrastRatio(ensureContrast(color, bg), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
    );
  });

  it('keeps colours that already pass', () => {
    expect(ensureContrast('#0b5cad', '#ffffff')).toBe('#0b5cad');
  });
});
