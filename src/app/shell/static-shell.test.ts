import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '@/design-system/components/Icon';
import indexHtml from '../../../index.html?raw';

// The static shell (index.html) paints the header's menu icon on phones before any JavaScript runs. The icon is
// written into the HTML by hand, so this keeps it the design system's icon when that changes.
const drawing = (svg: string) => /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]?.replace(/>\s+</g, '><').trim();

describe('the static shell in index.html', () => {
  it('draws the design system’s menu icon', () => {
    const designSystem = drawing(renderToStaticMarkup(createElement(Icon, { name: 'menu' })));
    const shell = /<svg[^>]*data-icon="menu"[^>]*>[\s\S]*?<\/svg>/.exec(indexHtml)?.[0];
    expect(designSystem).toBeTruthy();
    expect(shell === undefined ? undefined : drawing(shell)).toBe(designSystem);
  });

  it('is hidden from assistive technology: React replaces it, and it operates nothing', () => {
    expect(indexHtml).toMatch(/<header class="mf-shell-header" aria-hidden="true">/);
    const shell = /<header class="mf-shell-header"[\s\S]*?<\/header>/.exec(indexHtml)?.[0] ?? '';
    expect(shell).not.toMatch(/<(button|a|input)\b/);
  });
});
