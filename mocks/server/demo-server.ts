/**
 * The demo shop as a real HTTP server (node:http on loopback): the same MSW handlers the browser worker runs,
 * answered through `getResponse`, one in-memory store per session cookie, Laravel-style CSRF (419), and — when
 * given a production build — the app itself from the same origin (static files, SPA fallback). In the
 * `faithful` flavour the page is the Blade-like shell (shell.ts) and the answers carry the backend's quirks.
 *
 * A session (store + cookie) is opened only when something reads or writes one: a page (its start props or
 * Blade shell carry the session's CSRF token, as the backend's do), an API answer, a state change's CSRF check.
 * The build's files and requests no route answers never open one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { Server as TlsServer } from 'node:tls';
import { getResponse, RequestHandler, type AnyHandler } from 'msw';
import { handlers as defaultHandlers } from '../handlers';
import { setFlavourSource, type DemoBackendFlavour } from '../http/flavour';
import { setDemoShopResolver, type DemoShop } from '../state/store';
import { currentSession } from '../state/sessions';
import { isOwnerScenario, ownerCatalogue } from '../state/owner-settings';
import { csrfAccepts, isCsrfExempt, XSRF_COOKIE } from './csrf';
import { adaptFaithfulResponse, faithfulPreflight, isFaithfulShellPath } from './faithful';
import {
  gatewayStandIn,
  isGatewayReturnPost,
  isGatewayStandInPath,
  nonAjaxReturn,
} from './gateway-stand-ins';
import {
  BodyTooLargeError,
  bodyLimitFor,
  readCookies,
  readRawBody,
  sendFetchResponse,
  toFetchRequest,
} from './node-bridge';
import { createSessionStores, rotateCsrfToken, SESSION_COOKIE, type SessionLimits } from './session-stores';
import { faithfulSettingsData, renderShell, startPropsOf, withStartProps } from './shell';
import {
  hydrateEntryOf,
  hydrationScriptsOf,
  partStylesheetsOf,
  styleAttributePolicy,
  withServerRender,
  type ServerRenderer,
} from './server-render';
import { pagePolicy, PER_ROUTE_POLICY_ELEMENT } from './page-policy';
import { publicSettings } from '../handlers/catalogue/settings';
import { RECAPTCHA_STAND_IN_PATH, recaptchaStandInScript } from '../sign-in/recaptcha-stand-in';
import { readRouteFiles, routeDataPreloads, routePreloads } from './route-preloads';
import { attachRealtime, pusherPageElements } from './realtime-socket';
import { parseRealtimeSpeed } from '../state/live-orders';
import { ROUTE_FILES } from '@/lib/build-files';
import { encodeDynamic, encodeFor, loadStaticFiles, type StaticFiles } from './static-files';
import { listeningOrigin, parseBaseUrl, publicOrigin } from './public-origin';
import { CONTENT_SECURITY_POLICY, CSP_REPORT_PATH, REPORTING_ENDPOINTS } from '../../scripts/csp';
import { createCspReportLog, CSP_REPORTS_PATH, readCspReports } from './csp-reports';

export interface DemoServerOptions {
  flavour?: DemoBackendFlavour;
  /** A production build to serve (dist/); without it the server answers the API only. */
  staticDir?: string | null;
  /** Store per request; default: one per session cookie. Tests pass `() => getDemoShop()` to share theirs. */
  storeFor?: (
    sessionCookie: string | undefined,
    clientAddress: string,
  ) => { id: string; shop: DemoShop; created: boolean };
  /** Where a request comes from, for the sessions' share per address; default the socket's peer address. */
  clientAddress?: (req: IncomingMessage) => string;
  /** The session pools' sizes (session-stores.ts). */
  sessionLimits?: SessionLimits;
  /** Where CSP reports are printed; default the console. */
  printCspReport?: (line: string) => void;
  handlers?: AnyHandler[];
  /** The Pusher emulation on `/app/<key>` (docs/adr/031); default on. */
  realtime?: boolean;
  /**
   * The shop's public address (`DEMO_BASE_URL`): the faithful shell's `#base_url`, `settings-data`, where pages
   * point pusher-js. Default: where the server listens (public-origin.ts). Never the request's Host header.
   */
  baseUrl?: string;
  /**
   * Where shoppers reach this server when a front listens for it (`DEMO_HTTPS=1`: the TLS front's https origin), in
   * place of this server's own address: the public origin's default, loopback names kept (public-origin.ts).
   */
  frontOrigin?: () => string | undefined;
  /**
   * Renders a friendly page's first screen on the server (`DEMO_SERVER_RENDER=1`, server-render.ts); default none:
   * the page is the drop-in's, rendered in the browser.
   */
  serverRenderer?: ServerRenderer | null;
}

const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Marketfront</title></head>' +
  '<body><div id="root"></div></body></html>';

/** Not in the contract: the demo server's own control for forcing a CSRF expiry (e2e, manual tries). */
export const EXPIRE_TOKEN_PATH = '/__demo-shop/expire-csrf-token';

interface Scope {
  /** The request's store, opened on first use (a handler that reads the demo shop). */
  shop: () => DemoShop;
  flavour: DemoBackendFlavour;
}

const scope = new AsyncLocalStorage<Scope>();
setDemoShopResolver(() => scope.getStore()?.shop());
setFlavourSource(() => scope.getStore()?.flavour ?? 'friendly');

const isNavigation = (req: IncomingMessage) =>
  req.headers['sec-fetch-mode'] === 'navigate' ||
  (/text\/html/.test(req.headers.accept ?? '') && req.headers['x-requested-with'] !== 'XMLHttpRequest');

/** A path that looks like a page of the app (no file extension), for the SPA fallback. */
const isPagePath = (path: string) => !/\.[a-z0-9]+$/i.test(path);

export function createDemoServer(options: DemoServerOptions = {}): Server {
  const flavour = options.flavour ?? 'friendly';
  const files: StaticFiles = options.staticDir ? loadStaticFiles(options.staticDir) : new Map();
  const stores = createSessionStores(options.sessionLimits);
  const storeFor =
    options.storeFor ?? ((cookie: string | undefined, address: string) => stores.get(cookie, address));
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
  const requestHandlers = (options.handlers ?? defaultHandlers).filter(
    (h): h is RequestHandler => h instanceof RequestHandler,
  );
  // Without a build the faithful flavour still renders its shell (API-only runs, the contract test): the page
  // then simply has no app script.
  const indexHtml =
    files.get('/index.html')?.body.toString('utf8') ?? (flavour === 'faithful' ? BARE_PAGE : null);
  const routes = readRouteFiles(files.get(`/${ROUTE_FILES}`)?.body.toString('utf8'));
  // A server render needs the build's hydrating entry (src/hydrate.tsx): without it the page is sent as it is.
  const hydrateSrc = options.serverRenderer && options.staticDir ? hydrateEntryOf(options.staticDir) : null;
  const partStylesheets = hydrateSrc && options.staticDir ? partStylesheetsOf(options.staticDir) : () => [];
  const hydrationScripts =
    hydrateSrc && options.staticDir ? hydrationScriptsOf(options.staticDir) : undefined;
  const configuredOrigin = options.baseUrl ? parseBaseUrl(options.baseUrl) : null;
  const cspReports = createCspReportLog(options.printCspReport);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = publicOrigin(
      {
        configured: configuredOrigin,
        listening: options.frontOrigin?.() ?? listeningOrigin(server.address()),
      },
      req.headers.host,
    );
    const url = new URL(req.url ?? '/', origin);
    const method = (req.method ?? 'GET').toUpperCase();
    const acceptEncoding = req.headers['accept-encoding'];

    // 1. Files of the build: no session.
    const file = method === 'GET' || method === 'HEAD' ? files.get(url.pathname) : undefined;
    if (file && url.pathname !== '/index.html') {
      const { body, encoding } = encodeFor(file, acceptEncoding);
      res.writeHead(200, {
        'content-type': file.type,
        'cache-control': file.cacheControl,
        'content-length': String(body.length),
        vary: 'Accept-Encoding',
        // The build's other page (offline.html) is under the shop's policy too (R5).
        ...(file.type.startsWith('text/html')
          ? { 'content-security-policy': CONTENT_SECURITY_POLICY, 'reporting-endpoints': REPORTING_ENDPOINTS }
          : {}),
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }

    // What the page's policy blocked (browsers send no token and no session): printed, kept for the journeys.
    if (method === 'POST' && url.pathname === CSP_REPORT_PATH) {
      cspReports.add(readCspReports((await readRawBody(req)).toString('utf8')));
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
      return;
    }
    if (method === 'GET' && url.pathname === CSP_REPORTS_PATH) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(cspReports.list()));
      return;
    }

    let session: ReturnType<typeof storeFor> | null = null;
    // Outside the request's scope: a `storeFor` that calls getDemoShop() must get the shared store, not this one.
    const sessionShop = () =>
      (session ??= scope.exit(() => storeFor(readCookies(req)[SESSION_COOKIE], clientAddress(req)))).shop;
    /** The session's cookies, once the request has opened (or found) one. */
    const cookieHeaders = (): string[] => {
      if (!session) return [];
      const token = session.shop.update((state) => currentSession(state).csrf_token);
      const out = [`${XSRF_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax`];
      if (session.created) out.push(`${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`);
      return out;
    };

    return scope.run({ shop: sessionShop, flavour }, async () => {
      const sendPage = async () => {
        const shop = sessionShop();
        // `?realtime-speed=60` on any page runs this session's live schedule 60× faster (a demo tool; other
        // visitors keep theirs).
        const speed = parseRealtimeSpeed(url.searchParams.get('realtime-speed'));
        shop.update((state) => {
          currentSession(state);
          if (speed !== null) state.realtimeSpeed = speed;
        });
        // `?scenario=modules-off` (owner-settings.ts): this session's shop runs with that owner's settings from now
        // on, `?scenario=none` with the demo shop's own. Other scenarios edit answers in the browser's worker only.
        const scenario = url.searchParams.get('scenario');
        if (scenario === 'none' || isOwnerScenario(scenario))
          shop.useCatalogue(ownerCatalogue(scenario === 'none' ? null : scenario));
        // The settings the page carries (the faithful shell prints its own over the shop's), for its policy.
        const settings = publicSettings(shop.state) as unknown as Record<string, unknown>;
        const props = flavour === 'faithful' ? null : startPropsOf(shop, url);
        const dataPreloads = routeDataPreloads(url.pathname, { search: url.searchParams });
        let html =
          props === null
            ? renderShell(shop, url, indexHtml)
            : indexHtml &&
              withStartProps(
                shop,
                url,
                withPusherElements(indexHtml, url),
                dataPreloads + routePreloads(routes, url.pathname),
                props,
              );
        let renderedPolicy: Record<string, string[]> = {};
        let rendered = false;
        if (html && props && hydrateSrc && options.serverRenderer && method === 'GET' && isNavigation(req)) {
          const cookie = [req.headers.cookie, ...cookieHeaders().map((c) => c.split(';')[0])]
            .filter(Boolean)
            .join('; ');
          // With what says whether a phone asks: the render gives a phone a phone's layout (render.tsx, `fromPhone`).
          const device = Object.fromEntries(
            ['sec-ch-ua-mobile', 'user-agent'].flatMap((name) => {
              const value = req.headers[name];
              return typeof value === 'string' ? [[name, value]] : [];
            }),
          );
          const render = await options.serverRenderer.renderPage(
            new Request(url, { headers: { cookie, ...device } }),
            props,
          );
          if (render) {
            // The page carries the answers it was rendered from: preloading them again would fetch them for nothing.
            if (dataPreloads) html = html.replace(dataPreloads, '');
            html = withServerRender(
              html,
              render,
              hydrateSrc,
              partStylesheets(render.parts ?? []),
              hydrationScripts,
            );
            // Every style attribute the page carries: the markup's and `<html>`'s (the shop's colours, withDocument).
            renderedPolicy = styleAttributePolicy(html);
            rendered = true;
          }
        }
        if (html === null) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('No app build to serve: start the server with a dist/ folder (npm run preview:demo).');
          return;
        }
        const { body, encoding } = encodeDynamic(Buffer.from(html, 'utf8'), acceptEncoding);
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          'reporting-endpoints': REPORTING_ENDPOINTS,
          'content-security-policy': pagePolicy(
            flavour === 'faithful' ? faithfulSettingsData(settings) : settings,
            shop.state.catalogue.currencies,
            url.pathname,
            renderedPolicy,
          ),
          'content-length': String(body.length),
          // A rendered page is a phone's or a wide screen's layout, by these request headers.
          vary: rendered ? 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent' : 'Accept-Encoding',
          'set-cookie': cookieHeaders(),
          ...(encoding ? { 'content-encoding': encoding } : {}),
        });
        res.end(method === 'HEAD' ? undefined : body);
      };

      // A gateway's page (a stand-in here), and a gateway posting the shopper back to /payment or /my-wallet.
      if ((method === 'GET' || method === 'HEAD') && isGatewayStandInPath(url.pathname)) {
        await sendFetchResponse(res, gatewayStandIn(url, sessionShop(), flavour)!, {
          extraHeaders: { 'set-cookie': cookieHeaders() },
          headOnly: method === 'HEAD',
          encode: (raw) => encodeDynamic(raw, acceptEncoding),
        });
        return;
      }
      if (isGatewayReturnPost(method, url.pathname, req.headers['x-requested-with'] === 'XMLHttpRequest')) {
        await readRawBody(req);
        await sendPage();
        return;
      }

      // 2. A page navigation gets the app's page (the Blade shell in the faithful flavour).
      if (method === 'GET' && (isNavigation(req) || url.pathname === '/') && isPagePath(url.pathname)) {
        await sendPage();
        return;
      }
      // The real backend has no /start-data and no /csrf-token: its catch-all answers them with the shell.
      if (flavour === 'faithful' && method === 'GET' && isFaithfulShellPath(url.pathname)) {
        await sendPage();
        return;
      }

      // The faithful page's stand-in for Google's reCAPTCHA script (shell.ts).
      if ((method === 'GET' || method === 'HEAD') && url.pathname === RECAPTCHA_STAND_IN_PATH) {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(method === 'HEAD' ? undefined : recaptchaStandInScript());
        return;
      }

      // Demo-only control: the session's CSRF token changes on the server while the page keeps the old one (the
      // cookie is not refreshed), as when a session outlives its token — the next state change gets a 419.
      if (method === 'POST' && url.pathname === EXPIRE_TOKEN_PATH) {
        rotateCsrfToken(sessionShop());
        res.writeHead(204, { 'cache-control': 'no-store' });
        res.end();
        return;
      }

      // 3. The API, behind Laravel-style CSRF.
      const body = await readRawBody(req, bodyLimitFor(url.pathname));
      const token = () => sessionShop().update((state) => currentSession(state).csrf_token);
      if (!csrfAccepts({ method, path: url.pathname, headers: req.headers, body }, token)) {
        res.writeHead(419, { 'content-type': 'application/json', 'set-cookie': cookieHeaders() });
        res.end(JSON.stringify({ message: 'CSRF token mismatch.' }));
        return;
      }
      // A state change past the CSRF check (a sign-in, an add to cart…) makes the session a shopper's: only then
      // is it kept among the sessions a flood of new ones cannot displace (session-stores.ts).
      if (method !== 'GET' && method !== 'HEAD' && !isCsrfExempt(url.pathname) && session)
        stores.promote(session.id);
      const request = toFetchRequest(req, origin, body);
      const refused = flavour === 'faithful' ? await faithfulPreflight(request) : null;
      const answer = refused ?? (await getResponse(requestHandlers, request));
      if (answer) {
        const adapted =
          flavour === 'faithful'
            ? await adaptFaithfulResponse(request, answer, () => stores.shops())
            : answer;
        const response = await nonAjaxReturn(request, body, adapted);
        await sendFetchResponse(res, response, {
          extraHeaders: { 'set-cookie': cookieHeaders() },
          headOnly: method === 'HEAD',
          encode: (raw) => encodeDynamic(raw, acceptEncoding),
        });
        return;
      }
      // 4. Any other GET of a page path: the SPA fallback (deep links, reloads from curl).
      if ((method === 'GET' || method === 'HEAD') && isPagePath(url.pathname)) {
        await sendPage();
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `No route for ${method} ${url.pathname}` }));
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const tooLarge = error instanceof BodyTooLargeError;
      if (!tooLarge) console.error('[demo server]', error);
      if (!res.headersSent) res.writeHead(tooLarge ? 413 : 500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: tooLarge ? 'Payload too large' : 'Oops...Something Went Wrong' }));
    });
  });
  if (options.realtime !== false) {
    const custom = options.storeFor;
    attachRealtime(server, {
      shopFor: (cookie) => (custom ? custom(cookie, '').shop : stores.find(cookie)),
      shops: () => (custom ? [custom(undefined, '').shop] : stores.shops()),
    });
  }
  return server;
}

/**
 * The friendly page is the build's index.html with the Pusher page elements a backend renders (docs/adr/021,
 * 031): the demo key and cluster, and this server's host and port for the WebSocket.
 */
function withPusherElements(html: string, url: URL): string {
  const metas = Object.entries(pusherPageElements(url))
    .map(([name, value]) => `<meta name="${name}" content="${value.replace(/[^\w.:-]/g, '')}">`)
    .join('');
  return html.replace('</head>', () => `${metas}${PER_ROUTE_POLICY_ELEMENT}</head>`);
}

/** Listen on loopback; port 0 picks a free one. Resolves with the server's address (https: a TLS server's). */
export function listen(server: NetServer, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const scheme = server instanceof TlsServer ? 'https' : 'http';
      resolve(`${scheme}://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`);
    });
  });
}
