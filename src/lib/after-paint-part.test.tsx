import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterPaintPart } from './after-paint-part';
import { eagerPartsArrived } from './lazy-part';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const Reviews = () => <p>Ratings and reviews</p>;
const Loading = () => <p>More to come</p>;
const Unavailable = () => <p>Could not be shown</p>;

/** Keeps the thread busy for `ms` (a component's costly render) and returns when it stopped. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
  return performance.now();
}

/** Holds the frames the page asks for until `paint` runs them. */
function heldFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  return () => act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
}

describe('afterPaintPart', () => {
  it('asks for its chunk only once the screen has painted, holding the place with its placeholder meanwhile', async () => {
    const paint = heldFrames();
    const load = vi.fn(() => Promise.resolve(Reviews));
    const Lower = afterPaintPart(load, { placeholder: Loading, fallback: Unavailable });
    render(
      <>
        <p>The product</p>
        <Lower />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Rendered and committed, but no frame painted yet: nothing asked for.
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('More to come')).toBeInTheDocument();
    expect(screen.getByText('The product')).toBeInTheDocument();
    paint();
    expect(await screen.findByText('Ratings and reviews')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('More to come')).not.toBeInTheDocument();
  });

  it('once its chunk has arrived, renders at once on the next screen, with no placeholder and no second request', async () => {
    const paint = heldFrames();
    const load = vi.fn(() => Promise.resolve(Reviews));
    const Lower = afterPaintPart(load, { placeholder: Loading, fallback: Unavailable });
    const first = render(<Lower />);
    paint();
    await screen.findByText('Ratings and reviews');
    first.unmount();
    render(<Lower />);
    expect(screen.getByText('Ratings and reviews')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with everyScreen, renders a frame after each screen that mounts it, its chunk asked for once', async () => {
    const paint = heldFrames();
    const load = vi.fn(() => Promise.resolve(Reviews));
    const Lower = afterPaintPart(load, { placeholder: Loading, fallback: Unavailable, everyScreen: true });
    const first = render(<Lower />);
    paint();
    await screen.findByText('Ratings and reviews');
    first.unmount();
    render(<Lower />);
    // The next screen's render carries only the placeholder; the part comes once that screen has painted.
    expect(screen.getByText('More to come')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Ratings and reviews')).not.toBeInTheDocument();
    paint();
    expect(await screen.findByText('Ratings and reviews')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the part in slices, so a long part leaves the page its turns instead of holding it in one task', async () => {
    const paint = heldFrames();
    // Forty rows of 2 ms each: 80 ms of rendering, one long task if the part were rendered at once.
    const rendered: number[] = [];
    const Row = ({ n }: { n: number }) => {
      rendered.push(busyFor(2));
      return <li>Row {n}</li>;
    };
    const Long = () => (
      <ul aria-label="More from this seller">
        {Array.from({ length: 40 }, (_, n) => (
          <Row key={n} n={n} />
        ))}
      </ul>
    );
    const Lower = afterPaintPart(() => Promise.resolve(Long), {
      placeholder: Loading,
      fallback: Unavailable,
      everyScreen: true,
    });
    // The first product brings the part's chunk; the next renders the part a frame after its screen, chunk at hand.
    const first = render(<Lower />);
    paint();
    await screen.findByRole('list', { name: 'More from this seller' });
    first.unmount();
    rendered.length = 0;
    render(<Lower />);
    // The page's other work meanwhile: a task queued again and again (a tap, a timer).
    const turns: number[] = [];
    let ticking = true;
    const tick = () => {
      turns.push(performance.now());
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    try {
      paint();
      expect(await screen.findByRole('list', { name: 'More from this seller' })).toBeInTheDocument();
    } finally {
      ticking = false;
    }
    expect(rendered.length).toBeGreaterThanOrEqual(40);
    const [start, end] = [Math.min(...rendered), Math.max(...rendered)];
    expect(turns.filter((at) => at > start && at < end).length).toBeGreaterThan(0);
  });

  it('shows its fallback when the chunk never arrives, and the screen around it stays', async () => {
    const paint = heldFrames();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Lower = afterPaintPart(load, { placeholder: Loading, fallback: Unavailable });
    render(
      <>
        <p>The product</p>
        <Lower />
      </>,
    );
    paint();
    // Three tries, a second and two seconds apart, as every second-wave part (lazy-part.ts).
    expect(await screen.findByText('Could not be shown', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The product')).toBeInTheDocument();
  });

  it('in a server-rendering build is eager: asked for in the task after it is created, written whole by the server', async () => {
    vi.stubEnv('VITE_SERVER_RENDER', 'on');
    const load = vi.fn(() => Promise.resolve(Reviews));
    const Lower = afterPaintPart(load, { placeholder: Loading, fallback: Unavailable });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    await eagerPartsArrived();
    expect(renderToString(<Lower />)).toBe('<p>Ratings and reviews</p>');
  });
});
