/**
 * The demo shop in the browser (`npm start`, Storybook, e2e build): persists the store in localStorage, then
 * starts the MSW service worker with the shared handlers.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { localStoragePersistence } from './state/persistence';
import { configureDemoShop } from './state/store';
import { clearScenario, scenarioFromPage, scenarioHandlers, scenarios } from './scenarios';

export async function startDemoShop() {
  configureDemoShop({ persistence: localStoragePersistence() });
  const scenario = scenarioFromPage(window.location, window.sessionStorage);
  const worker = setupWorker(...(scenario ? scenarioHandlers(scenario) : []), ...handlers);
  if (scenario) {
    console.info(
      `[demo shop] scenario "${scenario}": ${scenarios[scenario].description} (?scenario=none ends it)`,
    );
  }
  await worker.start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
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
