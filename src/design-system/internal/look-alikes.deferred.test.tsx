import { Profiler, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from './deferred';
import { useDeferredOverlay, type OverlayProps } from './deferred-overlay';
import { Select } from '../components/Select/Select';
import { Popover } from '../components/Popover/Popover';
import { Sheet } from '../components/Sheet/Sheet';
import { ToastProvider, useToast } from '../components/Toast/Toast';

// The unit setup preloads these parts for every test file except `*.deferred.test.tsx` ones like this, so here the
// look-alikes show first, as they do on a shopper's first paint. Each part loads once per file: the Select tests
// below run before anything else in this file opens a select.

const options = [
  { value: 'usd', label: 'USD ($)' },
  { value: 'eur', label: 'EUR (€)' },
];

describe('deferred()', () => {
  it('loads once, however often it is asked, and gives the component synchronously afterwards', async () => {
    const Part = () => null;
    const load = vi.fn(async () => ({ default: Part }));
    const part = deferred(load);
    expect(part.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([part.preload(), part.preload()]);
    expect(a).toBe(Part);
    expect(b).toBe(Part);
    expect(part.loaded()).toBe(Part);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of remembering the failure', async () => {
    const Part = () => null;
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValueOnce({ default: Part });
    const part = deferred(load);
    await expect(part.preload()).rejects.toThrow('Loading chunk failed');
    expect(part.loaded()).toBeUndefined();
    await expect(part.preload()).resolves.toBe(Part);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('Select before its listbox has loaded', () => {
  // One test: the listbox loads once per file, after which every Select renders it directly.
  it('keeps its value in a form, loads on focus without losing it, and opens from the keyboard', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Select
        aria-label="Currency"
        name="currency"
        options={options}
        value="usd"
        onValueChange={onValueChange}
      />,
    );
    const lookAlike = screen.getByRole('combobox', { name: 'Currency' });
    expect(lookAlike).toHaveTextContent(/^USD \(\$\)$/);
    expect(lookAlike).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector<HTMLInputElement>('input[name="currency"]')).toHaveValue('usd');

    await user.tab();
    // The focus moves with the swap to the loaded control, so the next key reaches it.
    await waitFor(() => expect(lookAlike).not.toHaveFocus(), { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'EUR (€)' }));
    expect(onValueChange).toHaveBeenCalledWith('eur');
  });
});

describe('Popover before its panel has loaded', () => {
  it('opens with the press that loads it and tells the caller', async () => {
    const onOpenChange = vi.fn();
    // No hover first: a hover starts the load, and a panel arriving before the press would replace the element
    // this test holds (a shopper's pointer simply presses whatever is under it).
    const user = userEvent.setup({ skipHover: true });
    render(
      <Popover label="Share" trigger={<button type="button">Share</button>} onOpenChange={onOpenChange}>
        <a href="/x">Copy link</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Share' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('dialog', { name: 'Share' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copy link' })).toBeInTheDocument();
  });
});

describe('Sheet before its dialog has loaded', () => {
  it('is only its trigger, opens with the press that loads it, and gives the focus back on close', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ skipHover: true });
    render(
      <Sheet
        trigger={<button type="button">Filters</button>}
        title="Filters"
        description="Narrow the results"
        closeLabel="Close filters"
        onOpenChange={onOpenChange}
      >
        <p>Brand</p>
      </Sheet>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 5000 });
    expect(sheet).toHaveTextContent('Brand');
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });
});

describe('An overlay whose part loads while it is closed (the app preloads it at idle)', () => {
  // A part of its own per test, loaded when the test says: the "real" overlay wraps its trigger so the test can tell
  // which one is on the page.
  const makeOverlay = () => {
    const part = deferred<OverlayProps>(async () => ({
      default: ({ trigger }: OverlayProps) => <div data-testid="loaded-overlay">{trigger}</div>,
    }));
    function Overlay(props: OverlayProps) {
      return useDeferredOverlay(part, props);
    }
    return { part, Overlay };
  };

  it('becomes the loaded overlay then, so the next tap does not first swap its trigger', async () => {
    const { part, Overlay } = makeOverlay();
    render(<Overlay trigger={<button type="button">Filters</button>} />);
    expect(screen.queryByTestId('loaded-overlay')).not.toBeInTheDocument();
    await act(() => part.preload());
    expect(await screen.findByTestId('loaded-overlay')).toContainElement(
      screen.getByRole('button', { name: 'Filters' }),
    );
  });

  // Each commit of the overlay is a task on a phone's main thread; the swap is one, and a mount after the load none more.
  const commitsOf = (ui: ReactNode) => {
    const onRender = vi.fn();
    render(
      <Profiler id="overlay" onRender={onRender}>
        {ui}
      </Profiler>,
    );
    return onRender;
  };

  it('swaps its trigger for the loaded part in one commit', async () => {
    const { part, Overlay } = makeOverlay();
    const commits = commitsOf(<Overlay trigger={<button type="button">Filters</button>} />);
    expect(commits).toHaveBeenCalledTimes(1);
    await act(() => part.preload());
    await screen.findByTestId('loaded-overlay');
    expect(commits).toHaveBeenCalledTimes(2);
  });

  it('renders a part that had loaded before it mounted at once, without a second commit', async () => {
    const { part, Overlay } = makeOverlay();
    await part.preload();
    const commits = commitsOf(<Overlay trigger={<button type="button">Filters</button>} />);
    expect(screen.getByTestId('loaded-overlay')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(commits).toHaveBeenCalledTimes(1);
  });

  it('keeps a focused trigger (and the keyboard focus on it) until focus moves on', async () => {
    const { part, Overlay } = makeOverlay();
    render(
      <>
        <Overlay trigger={<button type="button">Filters</button>} />
        <button type="button">Sort</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Filters' });
    act(() => trigger.focus());
    await act(() => part.preload());
    expect(screen.queryByTestId('loaded-overlay')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Sort' }).focus());
    expect(await screen.findByTestId('loaded-overlay')).toBeInTheDocument();
  });
});

describe('Toasts before the region has loaded', () => {
  it('renders no region until the first toast, then shows it', async () => {
    let api: ReturnType<typeof useToast> | undefined;
    function Grab() {
      api = useToast();
      return null;
    }
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => void api?.toast({ tone: 'success', title: 'Success', description: 'Added to cart' }));
    expect(await screen.findByText('Added to cart', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
