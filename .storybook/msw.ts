import { setupWorker } from 'msw/browser';
import { handlers } from '../mocks/handlers';

let started: Promise<ReturnType<typeof setupWorker>> | undefined;

/** One worker for the whole Storybook (and story-test) session, answering with the demo shop's handlers. */
export function startStoryWorker() {
  started ??= (async () => {
    const worker = setupWorker(...handlers);
    await worker.start({
      quiet: true,
      onUnhandledFrame: 'bypass',
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
    return worker;
  })();
  return started;
}
