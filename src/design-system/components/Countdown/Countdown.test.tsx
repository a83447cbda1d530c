import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown';
import { remainingMs, splitDuration } from './duration';

const labels = { days: 'days', hours: 'hrs', minutes: 'min', seconds: 'sec', ended: 'Sale ended' };
const START = Date.UTC(2025, 0, 1, 12, 0, 0);

describe('splitDuration', () => {
  it('splits and rounds partial seconds up', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitDuration(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('reads the target on the server clock', () => {
    // The client clock runs 30 s behind the server: 30 s less remain than the client thinks.
    expect(remainingMs(START + 60_000, START, 30_000)).toBe(30_000);
  });
});

describe('<Countdown>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const digits = () => screen.getByRole('timer').textContent;

  it('ticks every second and stops at the end', () => {
    const onEnd = vi.fn();
    render(<Countdown target={START + 3_000} labels={labels} label="Ends in" onEnd={onEnd} />);
    expect(digits()).toBe('Ends in00hrs00min03sec');
    act(() => vi.advanceTimersByTime(1_000));
    expect(digits()).toContain('02sec');
    act(() => vi.advanceTimersByTime(2_000));
    expect(digits()).toBe('Sale ended');
    expect(screen.getByRole('timer')).toHaveAttribute('data-state', 'ended');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('applies the server offset', () => {
    render(<Countdown target={START + 90_000} serverOffsetMs={30_000} labels={labels} />);
    expect(digits()).toBe('00hrs01min00sec');
  });

  it('shows days only when there are some', () => {
    render(<Countdown target={START + 26 * 3600 * 1000} labels={labels} />);
    expect(digits()).toBe('01days02hrs00min00sec');
  });

  it('stops its timer on unmount', () => {
    const { unmount } = render(<Countdown target={START + 60_000} labels={labels} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is frozen (no timer) with a `now` override', () => {
    render(<Countdown target={START + 60_000} now={START + 15_000} labels={labels} />);
    expect(digits()).toBe('00hrs00min45sec');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts ended without calling onEnd', () => {
    const onEnd = vi.fn();
    render(<Countdown target={START - 1} labels={labels} onEnd={onEnd} />);
    expect(digits()).toBe('Sale ended');
    expect(onEnd).not.toHaveBeenCalled();
  });
});
