import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_REL, startAfterPaintPreloads } from './after-paint';

describe('startAfterPaintPreloads', () => {
  it('makes each after-paint link a preload, and leaves the other links alone', () => {
    const link = (attributes: Record<string, string>) =>
      Object.assign(document.createElement('link'), attributes) as HTMLLinkElement;
    document.head.append(
      link({ rel: AFTER_PAINT_REL, href: '/language/keywords', as: 'fetch', crossOrigin: 'anonymous' }),
      link({ rel: 'stylesheet', href: '/assets/first-route.css' }),
    );
    startAfterPaintPreloads();
    const [keywords, stylesheet] = [...document.head.querySelectorAll('link')];
    expect(keywords).toHaveAttribute('rel', 'preload');
    expect(keywords).toHaveAttribute('href', '/language/keywords');
    expect(keywords).toHaveAttribute('crossorigin', 'anonymous');
    expect(keywords).toHaveAttribute('as', 'fetch');
    expect(stylesheet).toHaveAttribute('rel', 'stylesheet');
    document.head.replaceChildren();
  });
});
