import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { eagerPartsArrived, secondWave } from './lazy-part';

afterEach(() => {
  vi.restoreAllMocks();
});

const Header = () => <p>Search, menus and cart</p>;
const Unavailable = () => <p>The menu could not be loaded.</p>;

describe('secondWave', () => {
  it('with eager, asks for the chunk when created — before anything renders it — and only once', async () => {
    const load = vi.fn(() => Promise.resolve(Header));
    const Lazy = secondWave(load, { eager: true });
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Header frame</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('Search, menus and cart')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without eager, waits until first rendered, showing the Suspense fallback meanwhile', async () => {
    let arrive: (component: typeof Header) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Header>((resolve) => (arrive = resolve)));
    const Lazy = secondWave(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Header frame</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Header frame')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    arrive(Header);
    expect(await screen.findByText('Search, menus and cart')).toBeInTheDocument();
    expect(screen.queryByText('Header frame')).not.toBeInTheDocument();
  });

  it('shows its fallback for good when the chunk never arrives, and the page around it stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Lazy = secondWave(load, { eager: true, tries: 1, fallback: Unavailable });
    render(
      <>
        <Suspense fallback={<p>Header frame</p>}>
          <Lazy />
        </Suspense>
        <p>The page</p>
      </>,
    );
    expect(await screen.findByText('The menu could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('renders at once, with no fallback, once its chunk has arrived; eagerPartsArrived says when that is', async () => {
    let arrive: (component: typeof Header) => void = () => undefined;
    const Lazy = secondWave(() => new Promise<typeof Header>((resolve) => (arrive = resolve)), {
      eager: true,
    });
    let settled = false;
    const arrived = eagerPartsArrived().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive(Header);
    await arrived;
    render(
      <Suspense fallback={<p>Header frame</p>}>
        <Lazy />
      </Suspense>,
    );
    // In the first commit: a page being hydrated hydrates it with the rest, not in a later pass.
    expect(screen.getByText('Search, menus and cart')).toBeInTheDocument();
    expect(screen.queryByText('Header frame')).not.toBeInTheDocument();
  });
});
