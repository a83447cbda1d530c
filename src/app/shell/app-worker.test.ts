import { afterEach, describe, expect, it } from 'vitest';
import { registerAppWorker, resetAppWorkerForTests } from './app-worker';

describe('registering the app’s worker', () => {
  afterEach(resetAppWorkerForTests);

  it('happens once, with the build’s base as scope, and not at all where the build has no worker', async () => {
    const calls: unknown[][] = [];
    const container = {
      register: (...args: unknown[]) => (calls.push(args), Promise.resolve({})),
    } as unknown as ServiceWorkerContainer;
    expect(registerAppWorker({ enabled: false, container })).toBeNull();
    resetAppWorkerForTests();
    const first = registerAppWorker({ enabled: true, container, base: '/shop/' });
    expect(registerAppWorker({ enabled: true, container, base: '/shop/' })).toBe(first);
    await first;
    expect(calls).toEqual([['/shop/sw.js', { scope: '/shop/', updateViaCache: 'none' }]]);
  });

  it('is null where the browser has no service workers', () => {
    expect(registerAppWorker({ enabled: true, container: undefined })).toBeNull();
  });
});
