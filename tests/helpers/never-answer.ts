// A request a story keeps pending on purpose (its "Slow" or "Adding" state): the demo-shop handler awaits
// `neverAnswer()` rather than MSW's `delay('infinite')` itself. Each one is counted, so the story-test setup
// (.storybook/vitest.setup.ts) captures the screen once every other request has answered and the page has had a
// moment to settle, instead of waiting a fixed two seconds whenever anything is still pending.
import { delay, http, HttpResponse } from 'msw';

let pending = 0;

/** Never resolves; counts the request as pending on purpose. */
export async function neverAnswer(): Promise<void> {
  pending += 1;
  await delay('infinite');
}

/** How many requests are waiting in `neverAnswer` since the last reset. */
export const pendingOnPurpose = (): number => pending;

/** Each story starts from none (the setup calls this before each story). */
export function resetPendingOnPurpose(): void {
  pending = 0;
}

/** A GET handler that never answers: a story's "Slow" state for one operation. */
export const endlessGet = (path: string) =>
  http.get(path, async () => {
    await neverAnswer();
    return HttpResponse.json({});
  });
