import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';
import { dangersIn, hostileMarkup, HOSTILE_PAYLOADS } from './hostilePayloads';
import { installHappyDomShims } from './happyDomShims';

installHappyDomShims();

describe('sanitizeHtml', () => {
  it.each(HOSTILE_PAYLOADS)('neutralises %s', (payload) => {
    expect(dangersIn(sanitizeHtml(payload))).toEqual([]);
    expect(sanitizeHtml(payload)).not.toMatch(/<script/i);
  });

  it('keeps benign rich text as it is', () => {
    const html =
      '<h2>Care</h2><p>Wipe with a <strong>dry</strong> cloth. <em>Never</em> wash.</p>' +
      '<ul><li>One</li><li>Two</li></ul><a href="/page/returns">Returns</a> <a href="mailto:help@shop.example">Mail</a>' +
      '<img src="https://cdn.example/a.jpg" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps the text of removed markup', () => {
    expect(sanitizeHtml('<p onclick="x()">Hello <b>there</b></p>')).toBe('<p>Hello <b>there</b></p>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    const out = sanitizeHtml('<a href="https://brand.example" target="_blank" rel="opener">Brand</a>');
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a')!;
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://brand.example');
  });

  it('drops non-web link targets but keeps the link text', () => {
    expect(sanitizeHtml('<a href="tel:+100">Call</a>')).toBe('<a>Call</a>');
    expect(sanitizeHtml('<a href="ftp://files.example/a">Files</a>')).toBe('<a>Files</a>');
  });

  it('gives images without alternative text an empty one', () => {
    expect(sanitizeHtml('<img src="/a.png">')).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml('<img src="/a.png" alt="Red bag">')).toBe('<img src="/a.png" alt="Red bag">');
  });

  it('prefixes ids so server HTML cannot clobber globals', () => {
    expect(sanitizeHtml('<p id="config">x</p>')).toBe('<p id="user-content-config">x</p>');
  });

  it('never emits script elements or event-handler attributes (property)', () => {
    fc.assert(
      fc.property(hostileMarkup(), (html) => {
        const out = sanitizeHtml(html);
        expect(out).not.toMatch(/<script/i);
        expect(dangersIn(out)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('<SafeHtml>', () => {
  it('renders sanitised markup inside the chosen element', () => {
    const { container } = render(
      <SafeHtml
        as="article"
        html={'<p>Made in <a href="/brand/acme">Acme</a></p><script>alert(1)</script>'}
      />,
    );
    const root = container.firstElementChild!;
    expect(root.localName).toBe('article');
    expect(root.innerHTML).toBe('<p>Made in <a href="/brand/acme">Acme</a></p>');
  });

  it('runs none of the hostile payloads', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    render(<SafeHtml html={HOSTILE_PAYLOADS.join('\n')} />);
    expect(alert).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
  });

  it('forwards its ref to the root element', () => {
    const ref = { current: null as HTMLElement | null };
    render(<SafeHtml ref={ref} html="<p>x</p>" />);
    expect(ref.current?.localName).toBe('div');
  });
});
