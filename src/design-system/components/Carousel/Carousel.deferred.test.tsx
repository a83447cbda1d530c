import { afterEach, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

// A `*.deferred.test.tsx` file (fresh modules, nothing preloaded): the carousel meets the shopper before its engine
// has loaded (ADR 015). The engine is replaced by a recording fake: happy-dom has no layout to scroll.
const engine = vi.hoisted(() => {
  const created: { root: HTMLElement; options: EmblaOptionsType | undefined }[] = [];
  const scrollNext = vi.fn();
  const destroy = vi.fn();
  const create = (root: HTMLElement, options?: EmblaOptionsType) => {
    created.push({ root, options });
    const api = {
      selectedScrollSnap: () => 0,
      scrollSnapList: () => [0, 1, 2],
      canScrollPrev: () => false,
      canScrollNext: () => true,
      scrollNext,
      scrollPrev: vi.fn(),
      scrollTo: vi.fn(),
      on: () => api,
      off: () => api,
      destroy,
    };
    return api as unknown as EmblaCarouselType;
  };
  return { created, create, scrollNext, destroy };
});
vi.mock('embla-carousel', () => ({ default: engine.create }));

const { Carousel, preloadCarousel } = await import('./index');

afterEach(() => {
  engine.created.length = 0;
});

const renderCarousel = () =>
  render(
    <Carousel
      label="Featured offers"
      previousLabel="Previous slide"
      nextLabel="Next slide"
      slideLabel={(n, total) => `${n} of ${total}`}
      dotLabel={(n) => `Go to slide ${n}`}
      slides={[<p key="a">A</p>, <p key="b">B</p>, <p key="c">C</p>]}
    />,
  );

it('shows its slides with the buttons disabled until the engine runs, and loads it when the shopper reaches for it', async () => {
  renderCarousel();
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  // One slide per view: the dots are there from the start, so the buttons beside them never move.
  expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
  // Nothing loads by itself: the first route does not wait for the engine.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(engine.created).toHaveLength(0);

  fireEvent.focus(screen.getByRole('region', { name: 'Featured offers' }));
  const next = screen.getByRole('button', { name: 'Next slide' });
  await waitFor(() => expect(next).toBeEnabled());
  expect(engine.created).toHaveLength(1);
  expect(engine.created[0]!.options).toMatchObject({ direction: 'ltr', loop: false });
  expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
  fireEvent.click(next);
  expect(engine.scrollNext).toHaveBeenCalled();
});

it('takes up the engine the app preloads at idle, and lets it go when it unmounts', async () => {
  const view = renderCarousel();
  await act(() => preloadCarousel());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled());
  const destroyedBefore = engine.destroy.mock.calls.length;
  view.unmount();
  expect(engine.destroy.mock.calls.length).toBe(destroyedBefore + 1);
});
