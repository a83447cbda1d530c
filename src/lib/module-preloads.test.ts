// A server-rendered page's module preloads, started a few per task (module-preloads.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { listedModulePreloads, MODULE_PRELOADS_ID, preloadModulesInSlices } from './module-preloads';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('listedModulePreloads', () => {
  it('reads the list the server wrote, and nothing from a missing or broken one', () => {
    expect(listedModulePreloads()).toEqual([]);
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = MODULE_PRELOADS_ID;
    list.textContent = '["/assets/a.js", 3, "/assets/b.js"]';
    document.body.append(list);
    expect(listedModulePreloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    list.textContent = '{not json';
    expect(listedModulePreloads()).toEqual([]);
  });
});

describe('preloadModulesInSlices', () => {
  it('starts two per task, as module preloads Vite’s loader recognises, and skips an address already named', async () => {
    // Each yield to the main thread is a task boundary the test lets pass.
    const boundaries: (() => void)[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      yield: () => new Promise<void>((resolve) => boundaries.push(resolve)),
    };
    const nextTask = async () => {
      boundaries.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const named = document.createElement('link');
    named.rel = 'modulepreload';
    named.href = '/assets/2.js';
    document.head.append(named);
    const hrefs = Array.from({ length: 5 }, (_, index) => `/assets/${index}.js`);
    const done = preloadModulesInSlices(hrefs);
    expect(preloads()).toEqual(['/assets/2.js', '/assets/0.js', '/assets/1.js']);
    await nextTask();
    // 2 was named already: only 3 joins.
    expect(preloads()).toEqual(['/assets/2.js', '/assets/0.js', '/assets/1.js', '/assets/3.js']);
    await nextTask();
    await done;
    expect(preloads()).toHaveLength(5);
    expect(boundaries).toHaveLength(0);
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/assets/4.js"]')!;
    expect(link.crossOrigin).toBe('');
    expect(link.href).toBe(`${location.origin}/assets/4.js`);
  });
});
