/**
 * The page the faithful flavour serves for every page route, rendered like the backend's Blade view: the hidden
 * inputs (`#base_url`, the CSRF `#token`, Pusher key and cluster only when Pusher is on and a user is signed in)
 * and `<div id="app"><frontend_master :prop="{{ json }}" …></frontend_master></div>`, with the built app's
 * script and style tags from dist/index.html — what a shop owner gets after replacing one script tag.
 */
import { frontendMasterProps } from '../handlers/catalogue/frontend-master';
import { startData } from '../handlers/catalogue/settings';
import { currentSession, sessionUser } from '../state/sessions';
import type { DemoShop } from '../state/store';
import { pusherPageElements } from './realtime-socket';
import { RECAPTCHA_STAND_IN_PATH } from '../sign-in/recaptcha-stand-in';
import { FAITHFUL_SETTINGS } from './faithful';
import { escapeHtml } from './html';

/** `<div id="root">` of the build, empty or holding the static header shell (a comment and a `<header>`). */
export const ROOT_ELEMENT =
  /<div id="root">(?:\s*<!--[\s\S]*?-->)?(?:\s*<header[\s\S]*?<\/header>)?\s*<\/div>/;

const stringifyNumbers = (settings: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));

/**
 * The settings the faithful page prints: Laravel keeps them in a key/value table, so the Blade view prints them as
 * strings ("1", "2", "0.5"); the flavour's own (reCAPTCHA, JazzCash on) over the shop's.
 */
export const faithfulSettingsData = (settings: Record<string, unknown>): Record<string, unknown> => ({
  ...stringifyNumbers(settings),
  ...FAITHFUL_SETTINGS,
});

export function renderShell(shop: DemoShop, url: URL, indexHtml: string | null): string | null {
  if (indexHtml === null) return null;
  const { state } = shop;
  const session = currentSession(state);
  const raw = frontendMasterProps(state, session, new Request(url));
  const props = { ...raw, settings_data: faithfulSettingsData(raw.settings_data as Record<string, unknown>) };
  const settings = state.catalogue.settings as unknown as Record<string, unknown>;
  const pusherOn = Number(settings.pushar_activated) === 1 && sessionUser(state, session) !== null;
  const hidden = [
    `<input type="hidden" id="base_url" value="${escapeHtml(url.origin)}">`,
    `<input type="hidden" id="token" name="_token" value="${escapeHtml(session.csrf_token)}">`,
    // This server sends the payment and wallet pages a wider policy than the rest (page-policy.ts).
    `<input type="hidden" id="page_policy" value="per-route">`,
    ...(pusherOn
      ? [
          // Key and cluster like the backend; host and port point pusher-js at this server's WebSocket (ADR 031).
          ...Object.entries(pusherPageElements(url)).map(
            ([id, value]) => `<input type="hidden" id="${id}" value="${escapeHtml(value)}">`,
          ),
        ]
      : []),
  ].join('\n  ');
  const body = `${hidden}\n  ${appElement(props)}`;
  // A function, not a string: `$` in the props (currency symbols) must not act as a replacement pattern.
  // The build's #root may hold the static header shell (index.html); the Blade view has none, so it all goes.
  // With reCAPTCHA on, the login form uses the page's `grecaptcha`: here the demo's stand-in (same origin, so the
  // base CSP holds; first in the page, so it runs before the app), where a real shop's page gets Google's script.
  return indexHtml
    .replace('<head>', () => `<head>\n<script src="${RECAPTCHA_STAND_IN_PATH}" defer></script>`)
    .replace(ROOT_ELEMENT, () => body);
}

/** `<div id="app"><frontend_master :name="{{ json }}" …>`, as the Blade view prints the start props. */
function appElement(props: Record<string, unknown>): string {
  const attributes = Object.entries(props)
    .map(([name, value]) => `:${name}="${escapeHtml(JSON.stringify(value))}"`)
    .join('\n    ');
  return `<div id="app">\n  <frontend_master\n    ${attributes}\n  ></frontend_master>\n  </div>`;
}

/**
 * The friendly page: the build's index.html, static header shell kept, with the start props printed beside
 * `#root` the way the backend prints them (friendly: every list filled, what `GET /start-data` answers). The app
 * reads them from the page, so its first screen waits for no start-data request, as against a real backend.
 * `preloads`: the links for the screen the address opens (route-preloads.ts).
 */
export function withStartProps(
  shop: DemoShop,
  url: URL,
  indexHtml: string,
  preloads = '',
  props: Record<string, unknown> = startPropsOf(shop, url),
): string {
  return indexHtml
    .replace('</head>', () => `${EARLY_REQUESTS}${preloads}</head>`)
    .replace(ROOT_ELEMENT, (root) => `${root}\n    ${appElement(props)}`);
}

/** The start props the friendly page prints (what `GET /start-data` answers this session). */
export const startPropsOf = (shop: DemoShop, url: URL): Record<string, unknown> =>
  startData(shop.state, currentSession(shop.state), new Request(url)) as unknown as Record<string, unknown>;

/**
 * What every page's first screen waits for besides the start props: the language keywords (the props do not carry
 * them). Preloaded from the page, the request leaves with the scripts instead of after them; the app's own
 * `fetch` (same URL, CORS mode, same-origin credentials) then takes the preloaded answer. A Blade view can carry
 * the same line.
 */
const EARLY_REQUESTS = '<link rel="preload" href="/language/keywords" as="fetch" crossorigin="anonymous">';
