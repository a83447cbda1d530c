import { describe, expect, it } from 'vitest';
import { placeholderImage, placeholderSvg } from './images';

describe('placeholder images', () => {
  it('are local SVG data URLs: nothing hits the network', () => {
    const url = placeholderImage('Phone', { width: 190, height: 230 });
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain("width='190'");
    expect(svg).toContain("preserveAspectRatio='xMidYMid slice'");
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('are deterministic per label and differ between labels', () => {
    expect(placeholderImage('Sofa')).toBe(placeholderImage('Sofa'));
    expect(placeholderImage('Sofa')).not.toBe(placeholderImage('Lamp'));
  });

  it('escape labels, so a label can never inject markup', () => {
    const svg = placeholderSvg(`<script>"x" & 'y'`, { width: 1200, caption: '<img onerror=1>' });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
  });

  it('shorten long labels to fit the tile', () => {
    const svg = placeholderSvg('A very long product name that would never fit on a small tile', {
      width: 72,
      height: 72,
    });
    expect(svg).toContain('…');
  });
});
