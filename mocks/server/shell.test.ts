import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT_ELEMENT } from './shell';

describe('the faithful shell replaces the build’s #root', () => {
  it('finds #root in the real index.html, static header shell and all', () => {
    const html = readFileSync('index.html', 'utf8');
    const match = html.match(ROOT_ELEMENT);
    expect(match?.[0]).toContain('mf-shell-header');
    expect(html.replace(ROOT_ELEMENT, '')).not.toContain('mf-shell');
  });

  it('finds an empty #root', () => {
    expect('<body><div id="root"></div></body>'.replace(ROOT_ELEMENT, 'X')).toBe('<body>X</body>');
  });
});
