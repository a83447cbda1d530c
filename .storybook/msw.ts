import { setupWorker } from 'msw/browser';
import { handlers } from '../mocks/handlers';
import { demoShopWorkerUrl, ownFilesPassThrough } from '../mocks/handlers/own-files';

let started: Promise<ReturnType<typeof setupWorker>> | undefined;

/** One worker for the whole Storybook (and story-test) session, answering with the demo shop's handlers. */
export function startStoryWorker() {
  started ??= (async () => {
    const worker = setupWorker(ownFilesPassThrough(import.meta.env.BASE_URL), ...handlers);
    await worker.start({
      quiet: true,
      onUnhandledFrame: 'bypass',
      serviceWorker: { url: demoShopWorkerUrl(import.meta.env.BASE_URL) },
    });
    return worker;
  })();
  return started;
}
