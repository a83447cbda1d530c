/**
 * The demo shop in the browser (`npm start`, Storybook, e2e build): persists the store in localStorage, then
 * starts the MSW service worker with the shared handlers.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { localStoragePersistence } from './state/persistence';
import { configureDemoShop } from './state/store';

export async function startDemoShop() {
  configureDemoShop({ persistence: localStoragePersistence() });
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return worker;
}

export { resetDemoShop } from './state/store';
