import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageZoomer, type ImageZoomerProps } from './ImageZoomer';
import { HOVER_DELAY_MS, VISIBLE_THUMBS, ZOOM_FACTOR } from './constants';
import { clampLens, paneBackgroundPosition } from './lens';
import { validateImageZoomerProps } from './validate';

const pics = (kind: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, url: `/${kind}/${i + 1}.jpg` }));
const images = { normal: pics('normal', 6), large: pics('large', 6), thumbs: pics('thumb', 6) };
const labels = {
  previous: 'Previous images',
  next: 'Next images',
  zoom: 'Zoom image',
  zoomHint: 'Enter to zoom, arrow keys to move, Escape to close',
  thumbnails: 'Product images',
  thumbnail: (n: number, total: number) => `Show image ${n} of ${total}`,
};
const props: ImageZoomerProps = { images, alt: 'Leather tote', labels };

const pane = () => document.querySelector<HTMLElement>('[data-part="zoom-pane"]');
const previewImage = () =>
  within(screen.getByRole('button', { name: 'Zoom image' })).getByRole('img', { hidden: true });

describe('validateImageZoomerProps', () => {
  it('matches the spec defaults', () => {
    expect({ ZOOM_FACTOR, HOVER_DELAY_MS, VISIBLE_THUMBS }).toEqual({
      ZOOM_FACTOR: 4,
      HOVER_DELAY_MS: 300,
      VISIBLE_THUMBS: 4,
    });
  });

  it.each([
    [
      { scrollerPosition: 'middle' },
      'ImageZoomer: "scrollerPosition" must be one of left, right, top, bottom (got "middle")',
    ],
    [{ buttonStyle: 'dotted' }, 'ImageZoomer: "buttonStyle" must be one of fill, line (got "dotted")'],
    [{ panePosition: 'top' }, 'ImageZoomer: "panePosition" must be one of left, right (got "top")'],
    [
      { images: { normal: [], large: [], thumbs: [] } },
      'ImageZoomer: "images.normal" must hold at least one image (got none)',
    ],
    [{ visibleThumbs: 0 }, 'ImageZoomer: "visibleThumbs" must be a whole number of at least 1 (got 0)'],
    [{ zoomFactor: 1 }, 'ImageZoomer: "zoomFactor" must be a number greater than 1 (got 1)'],
  ])('rejects %o', (override, message) => {
    expect(() => validateImageZoomerProps({ ...props, ...override } as never)).toThrow(message);
  });

  it('throws while rendering, naming the prop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ImageZoomer {...props} scrollerPosition={'middle' as never} />)).toThrow(
      /"scrollerPosition"/,
    );
  });
});

describe('lens maths', () => {
  it('keeps the lens inside the preview and maps its edges to the pane edges', () => {
    expect(clampLens({ x: 0, y: 1 }, 4)).toEqual({ x: 0.125, y: 0.875 });
    expect(paneBackgroundPosition({ x: 0.125, y: 0.875 }, 4)).toEqual({ x: 0, y: 100 });
    expect(paneBackgroundPosition({ x: 0.5, y: 0.5 }, 4)).toEqual({ x: 50, y: 50 });
  });
});

describe('<ImageZoomer>', () => {
  it('selects thumbnails from the keyboard', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<ImageZoomer {...props} onIndexChange={onIndexChange} />);
    expect(screen.getByRole('list', { name: 'Product images' })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Show image 1 of 6' });
    expect(first).toHaveAttribute('aria-current', 'true');

    await user.tab(); // preview
    await user.tab(); // strip: "previous" is disabled at the start, so the current thumbnail
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const third = screen.getByRole('button', { name: 'Show image 3 of 6' });
    expect(third).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    expect(previewImage()).toHaveAttribute('src', '/normal/3.jpg');
    expect(onIndexChange).toHaveBeenCalledWith(2);

    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Show image 6 of 6' })).toHaveFocus();
    await user.keyboard(' ');
    expect(previewImage()).toHaveAttribute('src', '/normal/6.jpg');
  });

  it('keeps one tab stop in the strip (roving focus)', () => {
    render(<ImageZoomer {...props} />);
    const tabbable = within(screen.getByRole('list'))
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
  });

  it('toggles zoom with Enter, moves the lens with arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<ImageZoomer {...props} />);
    const preview = screen.getByRole('button', { name: 'Zoom image' });
    preview.focus();
    expect(preview).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(preview).toHaveAttribute('aria-pressed', 'true');
    const zoomPane = pane()!;
    // The pane's image, size and position are inline custom properties, which toHaveStyle cannot see (it copies the
    // expected declaration with `style[name] = value`, which drops custom properties, so it would pass anything).
    /* eslint-disable jest-dom/prefer-to-have-style */
    expect(zoomPane).toHaveAttribute('style', expect.stringContaining('/large/1.jpg'));
    expect(zoomPane).toHaveAttribute('style', expect.stringContaining('400%'));
    expect(zoomPane).toHaveAttribute('style', expect.stringContaining('50% 50%'));
    await user.keyboard('{ArrowRight}');
    expect(pane()).not.toHaveAttribute('style', expect.stringContaining('50% 50%'));
    /* eslint-enable jest-dom/prefer-to-have-style */
    await user.keyboard('{Escape}');
    expect(preview).toHaveAttribute('aria-pressed', 'false');
    expect(pane()).not.toBeInTheDocument();
  });

  describe('pointer', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('opens the zoom only after the hover delay and closes on leave', () => {
      render(<ImageZoomer {...props} />);
      const preview = screen.getByRole('button', { name: 'Zoom image' });
      fireEvent.pointerEnter(preview, { pointerType: 'mouse', clientX: 10, clientY: 10 });
      act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 1));
      expect(pane()).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(pane()).toBeInTheDocument();
      fireEvent.pointerLeave(preview, { pointerType: 'mouse' });
      expect(pane()).not.toBeInTheDocument();
    });

    it('toggles on tap', () => {
      render(<ImageZoomer {...props} />);
      const preview = screen.getByRole('button', { name: 'Zoom image' });
      fireEvent.pointerDown(preview, { pointerType: 'touch', clientX: 5, clientY: 5 });
      fireEvent.pointerUp(preview, { pointerType: 'touch', clientX: 5, clientY: 5 });
      expect(preview).toHaveAttribute('aria-pressed', 'true');
      fireEvent.pointerDown(preview, { pointerType: 'touch', clientX: 5, clientY: 5 });
      fireEvent.pointerUp(preview, { pointerType: 'touch', clientX: 5, clientY: 5 });
      expect(preview).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
