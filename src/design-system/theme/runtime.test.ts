import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, BLACK, WHITE, contrastRatio } from './contrast';
import { applyThemeOverrides, clearThemeOverrides, resolveThemeOverrides } from './runtime';

describe('applyThemeOverrides', () => {
  it('sets the accent and everything derived from it on the element', () => {
    const el = document.createElement('div');
    const result = applyThemeOverrides(el, { accent: '#0B5CAD' });
    expect(el.style.getPropertyValue('--mf-color-accent')).toBe('#0b5cad');
    expect(el.style.getPropertyValue('--mf-color-accentText')).toBe(WHITE);
    expect(el.style.getPropertyValue('--mf-color-focusRing')).toBe('#0b5cad');
    const hover = el.style.getPropertyValue('--mf-color-accentHover');
    expect(hover).not.toBe('#0b5cad');
    expect(contrastRatio(hover, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(result.adjustments).toEqual([]);
  });

  it('puts black text on a light accent and keeps links and the focus ring visible', () => {
    const el = document.createElement('div');
    const result = applyThemeOverrides(el, { accent: '#ffd400' });
    expect(el.style.getPropertyValue('--mf-color-accentText')).toBe(BLACK);
    const hover = el.style.getPropertyValue('--mf-color-accentHover');
    expect(contrastRatio(hover, BLACK)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(el.style.getPropertyValue('--mf-color-accentInk'), WHITE)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
    expect(contrastRatio(el.style.getPropertyValue('--mf-color-focusRing'), WHITE)).toBeGreaterThanOrEqual(
      AA_NON_TEXT,
    );
    expect(result.adjustments.map((a) => a.token).sort()).toEqual(['accentInk', 'focusRing']);
  });

  it('keeps readable menu text and reports when it had to change it', () => {
    const el = document.createElement('div');
    const ok = applyThemeOverrides(el, { menuBg: '#222222', menuText: '#eeeeee' });
    expect(el.style.getPropertyValue('--mf-color-menuBg')).toBe('#222222');
    expect(el.style.getPropertyValue('--mf-color-menuText')).toBe('#eeeeee');
    expect(ok.adjustments).toEqual([]);

    const bad = applyThemeOverrides(el, { menuBg: '#f0f0f0', menuText: '#dddddd' });
    expect(el.style.getPropertyValue('--mf-color-menuText')).toBe(BLACK);
    expect(bad.adjustments).toEqual([
      expect.objectContaining({ token: 'menuText', requested: '#dddddd', used: BLACK }),
    ]);
  });

  it('fixes the default menu text when only a light menu background is given', () => {
    const el = document.createElement('div');
    const result = applyThemeOverrides(el, { menuBg: '#ffffff' });
    expect(el.style.getPropertyValue('--mf-color-menuText')).toBe(BLACK);
    expect(result.adjustments[0]?.token).toBe('menuText');
  });

  it('ignores values that are not hex colours', () => {
    const result = resolveThemeOverrides({ accent: 'red', menuBg: 'url(x)' });
    expect(result.properties).toEqual({});
    expect(result.invalid).toEqual(['accent', 'menuBg']);
  });

  it('is declarative: omitted overrides are removed', () => {
    const el = document.createElement('div');
    applyThemeOverrides(el, { accent: '#123456', menuBg: '#000000' });
    applyThemeOverrides(el, { menuBg: '#000000' });
    expect(el.style.getPropertyValue('--mf-color-accent')).toBe('');
    expect(el.style.getPropertyValue('--mf-color-menuBg')).toBe('#000000');
    clearThemeOverrides(el);
    expect(el.getAttribute('style') ?? '').toBe('');
  });
});
