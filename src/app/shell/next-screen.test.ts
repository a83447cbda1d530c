// The moment a hydrated page's next screen shows (hydration.tsx, nextScreen): when the web font is let in.
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { nextScreen } from './hydration';

const routes = [
  { path: '/', element: null },
  { path: '/category/:slug', element: null, loader: () => new Promise((resolve) => setTimeout(resolve, 20)) },
];

describe('nextScreen', () => {
  it('resolves when the router shows another location, not when a navigation only starts', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    let shown = false;
    const next = nextScreen(router).then(() => (shown = true));
    const navigation = router.navigate('/category/phones');
    await Promise.resolve();
    expect(router.state.navigation.state).toBe('loading');
    expect(shown).toBe(false);
    await navigation;
    await next;
    expect(router.state.location.pathname).toBe('/category/phones');
  });

  it('stays pending while the shopper stays on the hydrated screen', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    let shown = false;
    void nextScreen(router).then(() => (shown = true));
    await router.revalidate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toBe(false);
  });
});
