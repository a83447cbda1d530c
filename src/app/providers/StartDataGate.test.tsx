import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { scenarioHandlers } from '@mocks/scenarios';
import { server } from '../../../mocks/node';
import { App } from '../App';
import { KEYWORDS_FAILED_MESSAGE } from './StartDataGate';

const api = (path: string) =>
  fetch(`${globalThis.location.origin}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });

describe('StartDataGate (spec §1, §8)', () => {
  // The header (the page frame's chunk), the home screen and its sections are lazy parts of <App />. In a worker that has not loaded
  // them yet, Vite transforms their module graphs on first import, which on a busy machine took longer than the
  // waits below: load them first, so the waits measure the app, not the transform.
  beforeAll(async () => {
    await Promise.all([
      import('../layout/Header'),
      import('../routes/home'),
      // The sections' graph (product rows and their card marks) is the largest of the three since issue 38.
      import('@/features/home/sections/HomeSections'),
    ]);
  }, 60_000);

  it('opens the shop in its built-in English words, with an info toast, when the keywords cannot be loaded', async () => {
    // <App /> reads the window's address, which other files in this worker may have moved: the home page.
    window.history.replaceState(null, '', '/');
    // The shopper reads the shop in French: its words would come from the keywords that now fail.
    await api('/change/locale/fr');
    server.use(...scenarioHandlers('keywords-error'));

    render(<App />);

    const toast = await screen.findByText(KEYWORDS_FAILED_MESSAGE, undefined, { timeout: 5000 });
    expect(within(toast.closest('li')!).getByText('Info')).toBeInTheDocument();
    // The storefront's own words in English (the menu's entries are the owner's, in whatever words they wrote).
    // The header is the page frame's own chunk (the second wave): it may come after the toast.
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Categories' }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'All Products' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Popular Categories' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The shop could not be loaded')).not.toBeInTheDocument();
  });
});
