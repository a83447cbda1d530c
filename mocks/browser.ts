/**
 * The demo shop in the browser (`npm start`, Storybook, e2e build): persists the store in localStorage, then
 * starts the MSW service worker with the shared handlers.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { localStoragePersistence } from './state/persistence';
import { configureDemoShop } from './state/store';
import { isOwnerScenario, ownerCatalogue } from './state/owner-settings';
import { clearScenario, scenarioFromPage, scenarioHandlers, scenarios } from './scenarios';
import { parseRealtimeSpeed, setRealtimeSpeed } from './state/live-orders';
import { createLiveFeed } from './realtime/live-feed';
import { pusherSocketHandler } from './realtime/browser-socket';
import { DEMO_PUSHER_CLUSTER, DEMO_PUSHER_KEY } from './realtime/keys';
import { installRecaptchaStandIn } from './sign-in/recaptcha-stand-in';
import { vendorScriptHandlers } from './payment-gateways/vendor-scripts';
import { demoShopWorkerUrl, ownFilesPassThrough } from './handlers/own-files';

const SPEED_KEY = 'marketfront-demo-realtime-speed';

/** `?realtime-speed=60` runs the live schedule 60× faster in this tab (remembered like a scenario). */
function realtimeSpeedFromPage(location: Location, storage: Storage): number {
  const asked = parseRealtimeSpeed(new URLSearchParams(location.search).get('realtime-speed'));
  if (asked !== null) storage.setItem(SPEED_KEY, String(asked));
  return asked ?? parseRealtimeSpeed(storage.getItem(SPEED_KEY)) ?? 1;
}

/** The page elements a backend renders for Pusher (docs/adr/021): the demo's key and cluster, unless present. */
function renderPusherElements(doc: Document) {
  for (const [name, content] of [
    ['pusher_app_key', DEMO_PUSHER_KEY],
    ['pusher_app_cluster', DEMO_PUSHER_CLUSTER],
  ] as const) {
    if (doc.querySelector(`meta[name="${name}"], #${name}`)) continue;
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    doc.head.append(meta);
  }
}

/**
 * MSW asks an existing worker registration to update itself and drops the promise (msw 2.x,
 * `getWorkerInstance`). When the browser cannot update it right then — the registration is being replaced by a
 * reload, or the script request races a navigation — that promise rejects unhandled ("Failed to update a
 * ServiceWorker … Not found") although the registered worker keeps serving. While the worker starts, such an
 * update's failure is handled here so it is not reported as a page error; the worker's own start still fails
 * loudly.
 */
async function withQuietWorkerUpdates<T>(start: () => Promise<T>): Promise<T> {
  if (typeof ServiceWorkerRegistration === 'undefined') return start();
  const prototype = ServiceWorkerRegistration.prototype;
  const update = Object.getOwnPropertyDescriptor(prototype, 'update');
  if (!update || typeof update.value !== 'function') return start();
  const original = update.value as ServiceWorkerRegistration['update'];
  Object.defineProperty(prototype, 'update', {
    ...update,
    value(this: ServiceWorkerRegistration) {
      const pending = original.call(this);
      pending.catch((error: unknown) => console.info('[demo shop] worker update skipped:', error));
      return pending;
    },
  });
  try {
    return await start();
  } finally {
    Object.defineProperty(prototype, 'update', update);
  }
}

export async function startDemoShop() {
  const scenario = scenarioFromPage(window.location, window.sessionStorage);
  // A shop configured by another owner (`?scenario=modules-off`…) is the demo shop run with those settings.
  const shop = configureDemoShop({
    persistence: localStoragePersistence(),
    catalogue: ownerCatalogue(isOwnerScenario(scenario) ? scenario : null),
  });
  // Real time (docs/adr/031): the Pusher protocol over MSW's ws, fed by the shop's live schedule every second.
  setRealtimeSpeed(realtimeSpeedFromPage(window.location, window.sessionStorage));
  renderPusherElements(document);
  // The login form's reCAPTCHA (`?scenario=recaptcha`) without Google: the storefront uses the page's grecaptcha.
  installRecaptchaStandIn(window);
  const feed = createLiveFeed(shop);
  window.setInterval(() => feed.pump(), 1000);
  const worker = setupWorker(
    ownFilesPassThrough(import.meta.env.BASE_URL),
    ...(scenario ? scenarioHandlers(scenario) : []),
    pusherSocketHandler(() => feed.hub),
    // The payment vendors' scripts, played by local stand-ins on this origin (the payment page asks for them).
    ...vendorScriptHandlers,
    ...handlers,
  );
  if (scenario) {
    console.info(
      `[demo shop] scenario "${scenario}": ${scenarios[scenario].description} (?scenario=none ends it)`,
    );
  }
  await withQuietWorkerUpdates(() =>
    worker.start({
      quiet: true,
      onUnhandledFrame: 'bypass',
      serviceWorker: { url: demoShopWorkerUrl(import.meta.env.BASE_URL) },
    }),
  );
  return {
    worker,
    scenario,
    /** Ends the scenario for this tab; the page reloads to start clean. */
    endScenario: () => {
      clearScenario(window.sessionStorage);
      const url = new URL(window.location.href);
      url.searchParams.delete('scenario');
      window.location.assign(url);
    },
  };
}

export { resetDemoShop } from './state/store';
