import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NavigationProgress, SHOW_AFTER_MS } from './NavigationProgress';

describe('<NavigationProgress>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears after a short delay, completes, then goes away', () => {
    const { rerender } = render(<NavigationProgress active={false} label="Loading page" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(<NavigationProgress active label="Loading page" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SHOW_AFTER_MS));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.firstElementChild!).toHaveAttribute('data-phase', 'loading');

    rerender(<NavigationProgress active={false} label="Loading page" />);
    expect(bar).toHaveValue(100);
    fireEvent.animationEnd(bar.firstElementChild!);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never shows for a navigation faster than the delay', () => {
    const { rerender } = render(<NavigationProgress active={false} label="Loading page" />);
    rerender(<NavigationProgress active label="Loading page" />);
    act(() => vi.advanceTimersByTime(SHOW_AFTER_MS / 2));
    rerender(<NavigationProgress active={false} label="Loading page" />);
    act(() => vi.advanceTimersByTime(SHOW_AFTER_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
