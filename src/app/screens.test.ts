import { describe, expect, it } from 'vitest';
import { routeTable, type RouteName } from '@/lib/navigation/route-table';
import { screenFor } from './screens';

const routes = Object.keys(routeTable) as RouteName[];

describe('the route table and the screens', () => {
  it('gives every route a screen module that exports its Component', async () => {
    for (const route of routes) {
      const screen = await screenFor(route).Component();
      expect(screen.Component, route).toBeTypeOf('function');
    }
  });

  it('gives every route that names first answers a loader to start them', async () => {
    for (const route of routes) {
      const row = routeTable[route];
      if (!('firstAnswers' in row)) continue;
      const data = screenFor(route).data;
      expect(data, `${route}: a server preloads its answers, so its screen needs a loader`).toBeTypeOf(
        'function',
      );
      expect((await data!()).loader, route).toBeTypeOf('function');
    }
  });

  it('keeps the screen of a list on display for its own filters, sort and pages (no new load)', () => {
    const { shouldRevalidate } = screenFor('category');
    const args = (from: string, to: string) =>
      ({
        currentUrl: new URL(from, 'http://shop.test'),
        nextUrl: new URL(to, 'http://shop.test'),
        defaultShouldRevalidate: true,
      }) as Parameters<NonNullable<typeof shouldRevalidate>>[0];
    expect(shouldRevalidate?.(args('/category/phones', '/category/phones?page=2'))).toBe(false);
    expect(shouldRevalidate?.(args('/category/phones', '/category/laptops'))).toBe(true);
    expect(screenFor('product').shouldRevalidate).toBeUndefined();
  });
});
