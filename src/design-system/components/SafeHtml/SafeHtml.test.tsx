import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createCompiler } from '@vanilla-extract/compiler';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import fc from 'fast-check';
import { safeHref } from '@/lib/navigation/safe-href';
import { HydrationSettling } from '../../hooks/hydration-settling';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';
import { dangersIn, hostileMarkup, HOSTILE_PAYLOADS } from './hostilePayloads';
import { installHappyDomShims } from './happyDomShims';

installHappyDomShims();

/** The CSS the build makes of one of this folder's stylesheets (Vitest loads none), with the same class names. */
async function compiledStylesheet(file: string): Promise<string> {
  const compiler = createCompiler({ root: process.cwd(), identifiers: 'debug', enableFileWatcher: false });
  try {
    await compiler.processVanillaFile(fileURLToPath(new URL(file, import.meta.url)), { outputCss: true });
    return compiler.getAllCss();
  } finally {
    await compiler.close();
  }
}

describe('sanitizeHtml', () => {
  it.each(HOSTILE_PAYLOADS)('neutralises %s', (payload) => {
    expect(dangersIn(sanitizeHtml(payload, safeHref))).toEqual([]);
    expect(sanitizeHtml(payload, safeHref)).not.toMatch(/<script/i);
  });

  it('keeps benign rich text as it is', () => {
    const html =
      '<h2>Care</h2><p>Wipe with a <strong>dry</strong> cloth. <em>Never</em> wash.</p>' +
      '<ul><li>One</li><li>Two</li></ul><a href="/page/returns">Returns</a> <a href="mailto:help@shop.example">Mail</a>' +
      '<img src="https://cdn.example/a.jpg" alt="A">';
    expect(sanitizeHtml(html, safeHref)).toBe(html);
  });

  it('keeps the text of removed markup', () => {
    expect(sanitizeHtml('<p onclick="x()">Hello <b>there</b></p>', safeHref)).toBe(
      '<p>Hello <b>there</b></p>',
    );
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    const out = sanitizeHtml(
      '<a href="https://brand.example/" target="_blank" rel="opener">Brand</a>',
      safeHref,
    );
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a')!;
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'https://brand.example/');
  });

  it('keeps web, mail and phone links and paths on the site, as the app’s rule normalises them', () => {
    expect(sanitizeHtml('<a href="tel:+100">Call</a>', safeHref)).toBe('<a href="tel:+100">Call</a>');
    expect(sanitizeHtml('<a href=" HTTPS://Brand.Example">Brand</a>', safeHref)).toBe(
      '<a href="https://brand.example/">Brand</a>',
    );
    expect(sanitizeHtml('<a href="/page/returns">Returns</a>', safeHref)).toBe(
      '<a href="/page/returns">Returns</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    '&#x00;javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example/a',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
  ])('keeps only the text of a link to %j', (href) => {
    expect(sanitizeHtml(`<a href="${href}">Click</a>`, safeHref)).toBe('<a>Click</a>');
  });

  it('keeps no link at all when the link rule keeps none', () => {
    expect(sanitizeHtml('<a href="https://brand.example/">Brand</a>', () => undefined)).toBe('<a>Brand</a>');
  });

  it('strips class, style and popover, so the HTML cannot wear the app’s own styles or leave its box', () => {
    const overlay =
      '<div class="fixed inset-0 z-50" style="position:fixed;inset:0" popover="manual">Sign in again</div>';
    expect(sanitizeHtml(overlay, safeHref)).toBe('<div>Sign in again</div>');
    expect(sanitizeHtml('<p class="x"><a class="y" href="/cart">Cart</a></p>', safeHref)).toBe(
      '<p><a href="/cart">Cart</a></p>',
    );
  });

  it('gives images without alternative text an empty one', () => {
    expect(sanitizeHtml('<img src="/a.png">', safeHref)).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml('<img src="/a.png" alt="Red bag">', safeHref)).toBe(
      '<img src="/a.png" alt="Red bag">',
    );
  });

  it('prefixes ids so server HTML cannot clobber globals', () => {
    expect(sanitizeHtml('<p id="config">x</p>', safeHref)).toBe('<p id="user-content-config">x</p>');
  });

  it('never emits script elements or event-handler attributes (property)', () => {
    fc.assert(
      fc.property(hostileMarkup(), (html) => {
        const out = sanitizeHtml(html, safeHref);
        expect(out).not.toMatch(/<script/i);
        expect(dangersIn(out)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('prepareSanitiser', () => {
  // A module of its own per test: the sanitiser is made once per page, and other tests here have made it already.
  const freshModule = async () => {
    vi.resetModules();
    return import('./sanitizeHtml');
  };
  const html = '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p>';

  it('gets the sanitiser ready in three tasks after the caller’s, after which sanitising is as without it', async () => {
    const { prepareSanitiser, sanitizeHtml: sanitize } = await freshModule();
    const steps: string[] = [];
    await prepareSanitiser(async () => {
      steps.push('yield');
    });
    expect(steps).toEqual(['yield', 'yield', 'yield']);
    expect(sanitize(html, safeHref)).toBe('<p>Hi <a>there</a></p>');
    expect(sanitize(html, safeHref)).toBe(sanitizeHtml(html, safeHref));
  });

  it('does nothing once the sanitiser is ready', async () => {
    const { prepareSanitiser, sanitizeHtml: sanitize } = await freshModule();
    expect(sanitize('<b>x</b>', safeHref)).toBe('<b>x</b>');
    const next = vi.fn(async () => {});
    await prepareSanitiser(next);
    expect(next).not.toHaveBeenCalled();
  });

  it('keeps one sanitiser when the render needed it before the preparation finished', async () => {
    const { prepareSanitiser, sanitizeHtml: sanitize } = await freshModule();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const preparing = prepareSanitiser(() => held);
    // The render's first sanitising makes it meanwhile.
    expect(sanitize(html, safeHref)).toBe('<p>Hi <a>there</a></p>');
    release();
    await preparing;
    expect(sanitize(html, safeHref)).toBe('<p>Hi <a>there</a></p>');
  });
});

describe('<SafeHtml>', () => {
  it('writes only the words, as escaped text, when rendered on a server', () => {
    // A server's DOM cannot be trusted to sanitise (a sanitiser is as safe as the parser the page is read with).
    for (const payload of HOSTILE_PAYLOADS) {
      const markup = renderToString(<SafeHtml html={payload} safeHref={safeHref} />);
      const box = new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild!;
      expect(box.children).toHaveLength(0);
    }
    const markup = renderToString(
      <SafeHtml html="<p>Wipe with a <strong>dry</strong> cloth &amp; dry it.</p>" safeHref={safeHref} />,
    );
    expect(markup).toContain('>Wipe with a dry cloth &amp; dry it.</div>');
  });

  it('keeps the server’s words while a server-rendered page settles, then shows the sanitised markup', () => {
    const html = '<p>Wipe with a <strong>dry</strong> cloth.</p><img src=x onerror=alert(1)>';
    const { container, rerender } = render(
      <HydrationSettling value>
        <SafeHtml html={html} safeHref={safeHref} />
      </HydrationSettling>,
    );
    expect(container.firstElementChild!.children).toHaveLength(0);
    expect(container).toHaveTextContent('Wipe with a dry cloth.');
    rerender(
      <HydrationSettling value={false}>
        <SafeHtml html={html} safeHref={safeHref} />
      </HydrationSettling>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('dry');
    expect(dangersIn(container.firstElementChild!.innerHTML)).toEqual([]);
  });

  it('renders sanitised markup inside the chosen element', () => {
    const { container } = render(
      <SafeHtml
        as="article"
        safeHref={safeHref}
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
    render(<SafeHtml html={HOSTILE_PAYLOADS.join('\n')} safeHref={safeHref} />);
    expect(alert).not.toHaveBeenCalled();
    expect(document.querySelector('script')).not.toBeInTheDocument();
  });

  it('forwards its ref to the root element', () => {
    const ref = { current: null as HTMLElement | null };
    render(<SafeHtml ref={ref} html="<p>x</p>" safeHref={safeHref} />);
    expect(ref.current?.localName).toBe('div');
  });

  it('draws the HTML only inside its own box: paint containment, so fixed positioning cannot escape it', async () => {
    const sheet = document.createElement('style');
    sheet.textContent = await compiledStylesheet('SafeHtml.css.ts');
    document.head.append(sheet);
    try {
      const { container } = render(
        <SafeHtml
          html='<div class="fixed" style="position:fixed;inset:0">Overlay</div>'
          safeHref={safeHref}
        />,
      );
      const root = container.firstElementChild as HTMLElement;
      expect(getComputedStyle(root).contain).toBe('paint');
      expect(root.innerHTML).toBe('<div>Overlay</div>');
    } finally {
      sheet.remove();
    }
  });
});
