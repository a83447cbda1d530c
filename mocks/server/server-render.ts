/**
 * The first screen rendered on the server (docs/performance.md, "Server-rendered first screen"; issue 36): with
 * `DEMO_SERVER_RENDER=1` the friendly flavour renders a page's route with the app's own renderer
 * (src/app/server/render.tsx, built by `npm run build:server-render` into dist-server/) and sends it in `#root`,
 * with the answers it rendered from beside it for the browser to hydrate. Off by default: the page the server sends
 * otherwise is the drop-in's (start props, preloads), which is what a Blade install gets.
 *
 * The app's code reads `window` and `document` (meta elements, DOMPurify), so the renderer runs in one happy-dom
 * window installed as Node's globals, one render at a time (each sets the window's address and the shopper's
 * cookie for the answers its loaders ask this server for). A render that fails or takes longer than
 * RENDER_TIMEOUT_MS leaves the page as it was: the browser renders it, as without this.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { WEB_FONT_AFTER_FIRST_PAINT, WEB_FONT_ATTRIBUTE } from '@/design-system/theme/web-font';
import { SERVER_STATE_ID } from '@/lib/start-data';
import { MODULE_PRELOADS_ID } from '@/lib/module-preloads';
import type { ServerDocument } from '@/app/server/server-request';
import { ROOT_ELEMENT } from './shell';

/** The part of src/app/server/render.tsx this server uses. */
export interface ServerRenderer {
  renderPage(
    request: Request,
    startProps: Record<string, unknown>,
    options?: { cookie?: string },
  ): Promise<{ html: string; state: unknown; parts?: string[]; document?: ServerDocument } | null>;
}

const RENDER_TIMEOUT_MS = 3_000;

/** Installs one happy-dom window as Node's browser globals; returns a function that points it at a page. */
function installWindow(): (url: URL) => void {
  const win = new Window({ url: 'http://localhost/' });
  // No sanitising here (DOMPurify is only as safe as the DOM parser it runs on, and happy-dom is not a browser's):
  // SafeHtml writes shop HTML as plain words on a server and the browser sanitises it after hydrating.
  const g = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(win)) {
    // Constructors (HTMLInputElement, NodeFilter…) and the page's objects; never Node's own (fetch, URL, timers).
    if (key in globalThis || key.startsWith('_')) continue;
    const value = (win as unknown as Record<string, unknown>)[key];
    g[key] = typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(win) : value;
  }
  for (const key of ['document', 'localStorage', 'sessionStorage', 'location', 'history'] as const)
    g[key] = win[key];
  Object.defineProperty(globalThis, 'navigator', { value: win.navigator, configurable: true });
  g.window = globalThis;
  g.requestIdleCallback ??= (run: () => void) => setTimeout(run, 1);
  g.cancelIdleCallback ??= (id: ReturnType<typeof setTimeout>) => clearTimeout(id);
  return (url) => {
    win.happyDOM.setURL(url.href);
    g.location = win.location;
    win.localStorage.clear();
    win.sessionStorage.clear();
  };
}

/**
 * A loader's request for the page's own origin (`pageOrigin`, the shop's public address), sent to `ownOrigin`, where
 * this server listens: the render asks the demo shop beside it directly, not through its public address (a TLS front
 * with a self-signed certificate, a proxy outside). Other addresses are left as they are.
 */
export function towardsOwnServer(
  input: string | URL | Request,
  pageOrigin: string,
  ownOrigin: string | undefined,
): string | URL | Request {
  if (!ownOrigin || ownOrigin === pageOrigin) return input;
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.origin !== pageOrigin) return input;
  const own = new URL(`${url.pathname}${url.search}`, ownOrigin);
  return input instanceof Request ? new Request(own, input) : own;
}

/**
 * The renderer built into `dir` (dist-server/), or null when it was not built. `ownOrigin` answers where this server
 * listens, once it does: the loaders' requests for the page's origin go there (`towardsOwnServer`).
 */
export async function loadServerRenderer(
  dir = 'dist-server',
  ownOrigin: () => string | undefined = () => undefined,
): Promise<ServerRenderer | null> {
  const file = resolve(dir, 'render.js');
  if (!existsSync(file)) return null;
  const pointAt = installWindow();
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ServerRenderer;
  const nodeFetch = globalThis.fetch;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    renderPage(request, startProps) {
      const url = new URL(request.url);
      const cookie = request.headers.get('cookie') ?? '';
      const run = async () => {
        pointAt(url);
        // The loaders' requests are the shopper's: they carry the page request's cookie to this server.
        globalThis.fetch = (input, init) => {
          const headers = new Headers(init?.headers);
          if (cookie) headers.set('cookie', cookie);
          return nodeFetch(towardsOwnServer(input, url.origin, ownOrigin()), { ...init, headers });
        };
        const timeout = AbortSignal.timeout(RENDER_TIMEOUT_MS);
        try {
          return await Promise.race([
            // The page request's headers: its cookie, for what its first render reads (the GDPR notice: the consent
            // cookie), and what says whether a phone asks (render.tsx, `fromPhone`).
            mod.renderPage(new Request(url, { signal: timeout, headers: request.headers }), startProps, {
              cookie,
            }),
            new Promise<null>((done) => timeout.addEventListener('abort', () => done(null))),
          ]);
        } catch (error) {
          console.warn(`The server render of ${url.pathname} failed; the page is sent unrendered.`, error);
          return null;
        } finally {
          globalThis.fetch = nodeFetch;
        }
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/** JSON that cannot end its `<script>` element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tags React 19 hoists into `<head>` (title, meta, link), which a render of `#root` alone prints first. */
const LEADING_HEAD_TAGS = /^(?:<title[^>]*>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

type Manifest = Record<
  string,
  { file?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] } | undefined
>;

const readManifest = (staticDir: string): Manifest | null => {
  try {
    return JSON.parse(readFileSync(resolve(staticDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
};

/**
 * The address of the build's second entry, src/hydrate.tsx (what a server-rendered page loads instead of the
 * page's own entry), from the build's manifest in `staticDir`; null when the build has none.
 */
export function hydrateEntryOf(staticDir: string, base = '/'): string | null {
  const file = readManifest(staticDir)?.['src/hydrate.tsx']?.file;
  return file ? `${base}${file}` : null;
}

/** The manifest's chunks `keys` name and those they import, each once, each before its imports (as Vite loads them). */
function chunksOf(manifest: Manifest, keys: readonly string[]) {
  const seen = new Set<string>();
  const chunks: NonNullable<Manifest[string]>[] = [];
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  keys.forEach(walk);
  return chunks;
}

/**
 * The stylesheets of lazily loaded parts (by source module, as `renderPage` names the parts its markup holds) from
 * the build's manifest in `staticDir`: each part's own and those of the chunks it imports, as Vite's loader would
 * add them when the part loads. A part the manifest lacks has none (and says so: the build and the app have parted).
 */
export function partStylesheetsOf(staticDir: string, base = '/'): (parts: readonly string[]) => string[] {
  const manifest = readManifest(staticDir) ?? {};
  return (parts) => {
    for (const part of parts)
      if (!manifest[part]) console.warn(`The build's manifest has no ${part}: its stylesheet is not linked.`);
    const css = chunksOf(manifest, parts).flatMap((chunk) => chunk.css ?? []);
    return [...new Set(css.map((file) => `${base}${file}`))];
  };
}

/** The scripts a server-rendered page's hydration loads (`hydrationScriptsOf`). */
export interface HydrationScripts {
  /** What the hydrating entry's import loads: src/app/shell/hydration.tsx's chunk and every chunk it imports. */
  imported: string[];
  /** The entry's own and what it imports itself, which the page loads before its first paint. */
  entry: string[];
}

/** The scripts a server-rendered page's hydration loads, from the build's manifest in `staticDir`. */
export function hydrationScriptsOf(staticDir: string, base = '/'): HydrationScripts {
  const manifest = readManifest(staticDir) ?? {};
  const scriptsOf = (keys: readonly string[]) =>
    chunksOf(manifest, keys).flatMap((chunk) => (chunk.file ? [`${base}${chunk.file}`] : []));
  return {
    imported: scriptsOf(manifest['src/hydrate.tsx']?.dynamicImports ?? []),
    entry: scriptsOf(['src/hydrate.tsx']),
  };
}

/** The page's own entry script (src/main.tsx's chunk), which a server-rendered page replaces. */
const PAGE_ENTRY = /<script type="module" crossorigin src="[^"]*"><\/script>/;

/**
 * The page with the server's render: the markup in `#root` (the static shell goes), its head tags in `<head>`
 * (replacing the shell's title and description), the state beside it, the hydrating entry (`hydrateSrc`) in place
 * of the page's own, and the route's stylesheets applied rather than preloaded, so the markup paints styled; as are
 * `stylesheets`, those of the lazily loaded parts the markup holds (partStylesheetsOf) that the page lacks.
 */
export function withServerRender(
  page: string,
  render: { html: string; state: unknown; document?: ServerDocument },
  hydrateSrc: string,
  stylesheets: readonly string[] = [],
  /** The scripts the hydration loads (`hydrationScriptsOf`): its import's are listed before the route's. */
  hydrationScripts: HydrationScripts = { imported: [], entry: [] },
): string {
  // Not the entry's own scripts, which the page loads before its first paint.
  const loaded = new Set([hydrateSrc, ...hydrationScripts.entry]);
  const preloads = [
    ...new Set([
      ...hydrationScripts.imported,
      ...[...page.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!),
    ]),
  ].filter((href) => !loaded.has(href));
  const preloadList = preloads.length
    ? `\n    <script type="application/json" id="${MODULE_PRELOADS_ID}">${scriptJson(preloads)}</script>`
    : '';
  const head = LEADING_HEAD_TAGS.exec(render.html)?.[0] ?? '';
  const body = render.html.slice(head.length);
  const links = stylesheets
    .filter((href) => !page.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  return (
    withDocument(page, render.document)
      .replace(PAGE_ENTRY, () => `<script type="module" crossorigin src="${hydrateSrc}"></script>`)
      .replace(/<title>[^<]*<\/title>/, () => '')
      .replace(/<meta name="description"[^>]*>/, () => '')
      .replace('</head>', () => `${links}${head}</head>`)
      // No module preloads: the markup is the first screen, and the hydrating entry imports the app one frame after
      // it has painted (src/hydrate.tsx). With the route's forty-odd preloads in the head, Chromium painted the first
      // frame 1.2–2.2 s after the markup arrived in Lighthouse's runs, against 0.15–0.3 s without them (docs/performance.md).
      // Their addresses go into a list the entry starts a few per task once the page has painted
      // (src/lib/module-preloads.ts), with the hydration's own scripts first.
      .replace(/<link rel="modulepreload"[^>]*>/g, () => '')
      // Nor the web font: the first paint sets its text in the metric-matched fallbacks, and the hydrating entry
      // loads Inter once that paint is shown (src/design-system/theme/web-font.ts).
      .replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, () => '')
      // Our index.html carries the attribute already (the drop-in defers the font too); a page without it gets it.
      .replace(
        new RegExp(`<html\\b(?![^>]*\\b${WEB_FONT_ATTRIBUTE}=)`),
        () => `<html ${WEB_FONT_ATTRIBUTE}="${WEB_FONT_AFTER_FIRST_PAINT}"`,
      )
      .replace(
        /<link rel="preload" as="style" crossorigin href="/g,
        '<link rel="stylesheet" crossorigin href="',
      )
      .replace(
        ROOT_ELEMENT,
        () =>
          `<div id="root">${body}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(render.state)}</script>${preloadList}`,
      )
  );
}

/** A custom property of the theme and a value it may take (a colour the theme computed): anything else is dropped. */
const THEME_PROPERTY = /^--mf-[a-zA-Z0-9-]+$/;
const THEME_VALUE = /^#[0-9a-f]{3,8}$|^[a-z]+\([0-9.,%\s]+\)$/i;

/**
 * The page's `<html>` with the language and direction the app renders in, and the shop's colours as its style: the
 * first paint is the hydrated page's, not one in the default colours and left to right that turns when the app runs.
 */
export function withDocument(page: string, document: ServerDocument | undefined): string {
  if (!document) return page;
  const attributes = [
    ...(document.lang ? [`lang="${escapeAttribute(document.lang)}"`] : []),
    `dir="${document.dir === 'rtl' ? 'rtl' : 'ltr'}"`,
  ];
  const declarations = Object.entries(document.theme)
    .filter(([name, value]) => THEME_PROPERTY.test(name) && THEME_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // The colours as `<html>`'s own style, as the app sets them (ThemeProvider, through the CSSOM): the hydrating app
  // then writes the same values and nothing changes. From a stylesheet, its inline copy restyled every element
  // (≈ 60 ms at 4× CPU on a listing). The page's policy allows the attribute by its hash (styleAttributePolicy).
  if (declarations) attributes.push(`style="${declarations}"`);
  return page.replace(/<html\b[^>]*>/, (tag) => {
    const kept = tag.replace(/\s(?:lang|dir|style)="[^"]*"/g, '').slice(0, -1);
    return `${kept} ${attributes.join(' ')}>`;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

/** What React escapes in an attribute's value, back to the characters the browser hashes. */
const ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/**
 * The policy addition a server-rendered page needs for its `style` attributes (vanilla-extract's inline variables:
 * an aspect ratio, a bar's width): the hash of each distinct value under `'unsafe-hashes'`, so exactly these
 * attributes apply and any other stays blocked, as `style-src 'self'` keeps them for a page the browser renders
 * (the browser's own style changes go through the CSSOM, which the policy does not govern).
 */
export function styleAttributePolicy(html: string): Record<string, string[]> {
  const values = new Set<string>();
  for (const [, raw] of html.matchAll(/\sstyle="([^"]*)"/g))
    values.add(raw!.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!));
  if (values.size === 0) return {};
  const hashes = [...values].map(
    (value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`,
  );
  return { 'style-src-attr': ["'unsafe-hashes'", ...hashes] };
}
