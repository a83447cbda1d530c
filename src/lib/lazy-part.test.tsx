import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import { eagerPartsArrived, secondWave } from './lazy-part';

afterEach(() => {
  vi.restoreAllMocks();
});

const Header = () => <p>Search, menus and cart</p>;
/** An eager part asks for its chunk in the task after it is created (yieldToMain: a timer here). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const Unavailable = () => <p>The menu could not be loaded.</p>;

describe('secondWave', () => {
  it('with eager, asks for the chunk in the task after it is created — before anything renders it — and only once', async () => {
    const load = vi.fn(() => Promise.resolve(Header));
    const Lazy = secondWave(load, { eager: true });
    // Not in the task that runs the calling module (the first route's evaluation, one long task with it).
    expect(load).not.toHaveBeenCalled();
    await nextTask();
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
    await nextTask();
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

  it('with eager, holds its own place with its placeholder until it arrives: the caller needs no boundary', async () => {
    let arrive: (component: typeof Header) => void = () => undefined;
    const Lazy = secondWave(() => new Promise<typeof Header>((resolve) => (arrive = resolve)), {
      eager: true,
      placeholder: () => <p>Header frame</p>,
    });
    render(
      <>
        <Lazy />
        <p>The page</p>
      </>,
    );
    expect(screen.getByText('Header frame')).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    arrive(Header);
    expect(await screen.findByText('Search, menus and cart')).toBeInTheDocument();
    expect(screen.queryByText('Header frame')).not.toBeInTheDocument();
  });

  it('once arrived, an eager part is markup of its own with no Suspense boundary, which React would hydrate later', async () => {
    let arrive: (component: typeof Header) => void = () => undefined;
    const Lazy = secondWave(() => new Promise<typeof Header>((resolve) => (arrive = resolve)), {
      eager: true,
    });
    await nextTask();
    arrive(Header);
    await eagerPartsArrived();
    // React writes a boundary as <!--$-->…<!--/$--> and hydrates it after the rest.
    expect(renderToString(<Lazy />)).toBe('<p>Search, menus and cart</p>');
  });

  it('eagerPartsArrived also waits for eager parts asked for while it waited (a route module run meanwhile)', async () => {
    let arriveFirst: (component: typeof Header) => void = () => undefined;
    let arriveSecond: (component: typeof Header) => void = () => undefined;
    secondWave(() => new Promise<typeof Header>((resolve) => (arriveFirst = resolve)), { eager: true });
    let settled = false;
    const arrived = eagerPartsArrived().then(() => (settled = true));
    secondWave(() => new Promise<typeof Header>((resolve) => (arriveSecond = resolve)), { eager: true });
    await nextTask();
    arriveFirst(Header);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    arriveSecond(Header);
    await arrived;
    expect(settled).toBe(true);
  });

  it('is not rendered again when the layout around it renders with the same props (a route change), only when they change', async () => {
    const rendered = vi.fn();
    const Counted = ({ label }: { label: string }) => {
      rendered(label);
      return <p>{label}</p>;
    };
    const Part = secondWave(() => Promise.resolve(Counted), { eager: true });
    await eagerPartsArrived();
    const Layout = ({ route, label }: { route: string; label: string }) => (
      <>
        <Part label={label} />
        <main>{route}</main>
      </>
    );
    const { rerender } = render(<Layout route="/" label="Header" />);
    expect(await screen.findByText('Header')).toBeInTheDocument();
    const before = rendered.mock.calls.length;
    rerender(<Layout route="/category/electronics" label="Header" />);
    expect(screen.getByText('/category/electronics')).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledTimes(before);
    rerender(<Layout route="/category/electronics" label="Kopfzeile" />);
    expect(screen.getByText('Kopfzeile')).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledTimes(before + 1);
  });
});
