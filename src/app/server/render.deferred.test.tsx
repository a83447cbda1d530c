// The server's first screen (issue 36, lever 5; docs/performance.md "Server-rendered first screen"): the renderer
// the demo server runs, over the demo shop's answers, and the browser's hydration of what it wrote.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { installHappyDomShims } from '@/design-system/components/SafeHtml/happyDomShims';
import { SERVER_STATE_ID } from '@/lib/start-data';
import { GDPR_NOTICE_PART } from '../layout/GdprBanner';
import { HydratedApp, prepareHydration, readServerState } from '../shell/hydration';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { answersStartedInTime, fromPhone, renderPage, type ServerRender } from './render';
import { buyableProducts } from '../../../tests/helpers/demo-products';

const [product] = buyableProducts(1) as [ReturnType<typeof buyableProducts>[number]];
const pageProps = async (): Promise<Record<string, unknown>> =>
  (await (
    await fetch('/start-data', {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    })
  ).json()) as Record<string, unknown>;

/** The server's markup as the browser parses it. */
const markup = (html: string) => document.createRange().createContextualFragment(html);

// The sanitiser works in this window (as in a browser), so the plain words the server writes below are the server
// render's rule, not a sanitiser that failed.
installHappyDomShims();

let root: Root | null = null;
// A server-rendering build (VITE_SERVER_RENDER=on): App takes the server's query client and router, and the page
// frame's modules choose their first-screen parts when they run (hence before the imports above, too).
vi.hoisted(() => vi.stubEnv('VITE_SERVER_RENDER', 'on'));
beforeEach(() => {
  vi.stubEnv('VITE_SERVER_RENDER', 'on');
});
let hydratedRouter: { dispose(): void } | null = null;
afterEach(async () => {
  vi.unstubAllEnvs();
  // The hydrated app's browser router listens to this window, which other files in the worker share: stop it, and
  // put the address back where a test expects the page to be.
  hydratedRouter?.dispose();
  hydratedRouter = null;
  window.history.replaceState(null, '', '/');
  // Other test files share this worker's modules: leave React's contexts as a browser finds them (see below).
  await prerender(null);
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** The server's page in this window, hydrated as src/hydrate.tsx would; the hydration's recoverable errors. */
async function hydrateServerPage(rendered: ServerRender, path: string) {
  // Server and browser share this process here: React's server renderer leaves its last context values on the
  // context objects (React Router's location among them) until its next render starts from none, and the
  // browser's renderer would read them. An empty render clears them, as a real page is hydrated elsewhere.
  await prerender(null);
  document.body.replaceChildren(
    markup(
      `<div id="root">${rendered.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(rendered.state).replace(/</g, '\\u003c')}</script>`,
    ),
  );
  window.history.replaceState(null, '', path);
  const state = readServerState();
  expect(state).not.toBeNull();
  const hydrated = await prepareHydration(state!);
  hydratedRouter = hydrated.router;
  const onRecoverableError = vi.fn();
  const container = document.getElementById('root')!;
  const before = { heading: within(container).queryByRole('heading', { level: 1 }) };
  await act(async () => {
    root = hydrateRoot(container, <HydratedApp hydrated={hydrated} />, { onRecoverableError });
  });
  return { onRecoverableError, before };
}

/**
 * The wait for answers below the fold in the tests of what a render that waited writes: the demo shop answers in
 * milliseconds, but a home page's first sections (their schemas loaded and transformed for the first time in this
 * file) took longer than the server's 300 ms in a run beside the story tests. How long the server waits is
 * answersStartedInTime's test (below).
 */
const ANSWERS_ARRIVE_MS = 10_000;

describe('the server render', () => {
  it('writes the product page with its heading and no inline script, and the answers it used beside it', async () => {
    const rendered = await renderPage(
      new Request(`http://localhost/product/${product.slug}`),
      await pageProps(),
      { startedAnswersWaitMs: ANSWERS_ARRIVE_MS },
    );
    expect(rendered).not.toBeNull();
    const page = document.createElement('div');
    page.append(markup(rendered!.html));
    document.body.append(page);
    expect(within(page).getByRole('heading', { level: 1, name: product.product_name })).toBeInTheDocument();
    // Every boundary inline: a script moving an outlined one into place would be blocked by `script-src 'self'`.
    expect(rendered!.html).not.toMatch(/<script|<template|<!--\$\?-->/);
    const keys = rendered!.state.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((key) => key.includes(product.slug))).toBe(true);
    // The first page of reviews, below the fold, which the browser would otherwise ask for while hydrating.
    expect(keys.some((key) => key.includes(`/home/product-reviews/${product.id}`))).toBe(true);
    // The start props and keywords are not repeated: the page carries them.
    expect(keys.some((key) => /start-data|keywords/.test(key))).toBe(false);
  });

  it('tells the page the language, direction and shop colours its first paint needs', async () => {
    const props = await pageProps();
    const arabic = (props.languages as { locale: string }[]).find((language) => language.locale === 'ar');
    expect(arabic).toBeDefined();
    const rendered = await renderPage(new Request(`http://localhost/product/${product.slug}`), {
      ...props,
      active_language: arabic,
      settings_data: { ...(props.settings_data as object), primary_color: '#aa0000' },
    });
    expect(rendered?.document).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      theme: { '--mf-color-accent': '#aa0000' },
    });
  });

  it('writes the GDPR notice for a shopper without the consent cookie, and leaves it out for one with it', async () => {
    const productPage = (cookie?: string) =>
      renderPage(new Request(`http://localhost/product/${product.slug}`), props, { cookie });
    const props = await pageProps();
    const open = (await productPage('mf_demo_session=a; marketfront_gdpr=0'))!;
    const page = document.createElement('div');
    page.append(markup(open.html));
    document.body.append(page);
    const notice = within(page).getByRole('region', { name: 'Privacy notice' });
    expect(notice).toHaveTextContent('We use local storage to remember your demo cart.');
    expect(within(notice).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    // The page must link its stylesheet: it is a lazily loaded part's.
    expect(open.parts).toEqual([GDPR_NOTICE_PART]);

    const accepted = (await productPage('mf_demo_session=a; marketfront_gdpr=1'))!;
    page.replaceChildren(markup(accepted.html));
    expect(within(page).getByRole('heading', { level: 1, name: product.product_name })).toBeInTheDocument();
    expect(within(page).queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
    expect(accepted.parts).toEqual([]);
  });

  it('sends nothing for an address the app answers with its not-found page (the browser renders it)', async () => {
    expect(
      await renderPage(new Request('http://localhost/product/no-such-product-0'), await pageProps()),
    ).toBeNull();
  });

  it('writes the page frame outside any Suspense boundary, so the browser hydrates it in the route’s pass', async () => {
    const rendered = await renderPage(
      new Request(`http://localhost/product/${product.slug}`),
      await pageProps(),
    );
    // React writes a boundary as <!--$-->…<!--/$--> and hydrates it in a later pass: a tap in between (Add to Cart,
    // on the hydrated page) would change the header's cart count before it hydrated (React #418).
    const html = rendered!.html;
    expect(html).toMatch(/Skip to content<\/a><header[^>]*>/);
    expect(html).toMatch(/<\/main><footer[^>]*>/);
    expect(html).toMatch(/<\/footer><section[^>]*aria-label="Privacy notice"/);
  });

  it('is hydrated by the browser without a recoverable error: one header, the same heading', async () => {
    const path = `/product/${product.slug}`;
    const rendered = await renderPage(new Request(`http://localhost${path}`), await pageProps());
    const { onRecoverableError, before } = await hydrateServerPage(rendered!, path);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    // Hydrated, not replaced: the server's element is the one on screen.
    expect(before.heading).toHaveAccessibleName(product.product_name);
    expect(screen.getByRole('heading', { level: 1, name: product.product_name })).toBe(before.heading);
  });

  it('hydrates the notice the server wrote though another page accepted it meanwhile, then hides it', async () => {
    const path = `/product/${product.slug}`;
    const rendered = await renderPage(new Request(`http://localhost${path}`), await pageProps(), {
      cookie: '',
    });
    expect(rendered!.html).toContain('aria-label="Privacy notice"');
    // Another page of the shop, still open, set the cookie after the server read the request.
    document.cookie = 'marketfront_gdpr=1; Path=/';
    try {
      const { onRecoverableError } = await hydrateServerPage(rendered!, path);
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('banner')).toHaveLength(1);
    } finally {
      document.cookie = 'marketfront_gdpr=; Path=/; Max-Age=0';
    }
  });

  it('writes shop HTML as plain words on the server, and the browser sanitises and shows its markup right after hydrating', async () => {
    // A server's DOM is not fit to sanitise with, so SafeHtml writes the HTML's words as escaped text even where it
    // could sanitise; the browser, whose first render must match the markup, shows the sanitised HTML in the render
    // after. Hydration never patches an inner HTML that differs, so a box the browser filled at once would stay as
    // the server sent it.
    const rendered = await renderPage(
      new Request(`http://localhost/product/${product.slug}`),
      await pageProps(),
    );
    expect(rendered!.html).toContain(`${product.product_name} is part of`);
    expect(rendered!.html).not.toContain(`<strong>${product.product_name}</strong>`);
    const { onRecoverableError } = await hydrateServerPage(rendered!, `/product/${product.slug}`);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(await screen.findByText(product.product_name, { selector: 'strong' })).toBeInTheDocument();
  });

  it('waits for the home sections its loader started, writes them, and the hydrating browser asks for none again', async () => {
    const rendered = await renderPage(new Request('http://localhost/'), await pageProps(), {
      startedAnswersWaitMs: ANSWERS_ARRIVE_MS,
    });
    const sections = rendered!.state.queries.queries.find((q) => q.queryKey[0] === '/home/page');
    expect(sections?.state.status).toBe('success');
    const page = document.createElement('div');
    page.append(markup(rendered!.html));
    document.body.append(page);
    // The first page's sections, in the markup rather than their skeleton.
    expect(within(page).getByRole('heading', { name: /popular categories/i })).toBeInTheDocument();
    expect(within(page).queryByRole('status', { name: 'Loading more sections' })).not.toBeInTheDocument();
    page.remove();
    const asked = vi.spyOn(globalThis, 'fetch');
    try {
      const { onRecoverableError } = await hydrateServerPage(rendered!, '/');
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: /popular categories/i })).toBeInTheDocument();
      expect(
        asked.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/home/page')),
      ).toEqual([]);
    } finally {
      asked.mockRestore();
    }
  });

  it('still writes the page when an answer below the fold fails: its skeleton, left to the browser to ask for', async () => {
    server.use(http.get('*/home/page', () => HttpResponse.json({ error: 'Down for maintenance' })));
    const rendered = await renderPage(new Request('http://localhost/'), await pageProps());
    expect(rendered).not.toBeNull();
    expect(rendered!.state.queries.queries.some((q) => q.queryKey[0] === '/home/page')).toBe(false);
    const page = document.createElement('div');
    page.append(markup(rendered!.html));
    document.body.append(page);
    expect(within(page).getByRole('status', { name: 'Loading more sections' })).toBeInTheDocument();
    expect(within(page).queryByRole('heading', { name: /popular categories/i })).not.toBeInTheDocument();
    page.remove();
  });

  it('renders a phone’s listing for a phone, without the desktop filter panel, and hydrates it alike', async () => {
    const path = '/category/electronics';
    // (This window's `Request` drops a `Sec-CH-UA-Mobile` header, as a browser's does: the demo server's keeps it.)
    const phone = await renderPage(new Request(`http://localhost${path}`), await pageProps(), {
      phone: true,
    });
    const wide = await renderPage(new Request(`http://localhost${path}`), await pageProps());
    expect(phone!.state.phone).toBe(true);
    expect(wide!.state.phone).toBe(false);
    expect(wide!.html).toContain('aria-label="Filters"');
    expect(phone!.html).not.toContain('aria-label="Filters"');
    // The phone's screen: no breakpoint matches. The hydrating page answers as the server did, then as the screen
    // does: the same markup, no recoverable error, and no panel to remove afterwards.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { onRecoverableError } = await hydrateServerPage(phone!, path);
    expect(onRecoverableError).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('answersStartedInTime', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves when the last started answer arrives, or at the time limit while one is still on its way', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const arrive: Record<string, () => void> = {};
    const start = (key: string) =>
      void client.prefetchQuery({
        queryKey: [key],
        queryFn: () => new Promise<string>((resolve) => (arrive[key] = () => resolve(key))),
      });
    start('sections');
    start('reviews');
    let done = false;
    void answersStartedInTime(client, 300).then(() => (done = true));
    arrive.sections!();
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    arrive.reviews!();
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(true);

    start('slow');
    done = false;
    void answersStartedInTime(client, 300).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    // Nothing started: at once.
    arrive.slow!();
    await vi.advanceTimersByTimeAsync(0);
    await expect(answersStartedInTime(client, 300)).resolves.toBeUndefined();
  });
});

describe('fromPhone', () => {
  it('believes the mobile client hint, or a phone browser’s user agent', () => {
    expect(fromPhone(new Headers({ 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    expect(
      fromPhone(
        new Headers({
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
        }),
      ),
    ).toBe(true);
    expect(
      fromPhone(
        new Headers({
          'sec-ch-ua-mobile': '?0',
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        }),
      ),
    ).toBe(false);
    expect(fromPhone(new Headers())).toBe(false);
  });
});
