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
