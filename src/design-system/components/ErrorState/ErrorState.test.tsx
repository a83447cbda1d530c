import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './ErrorState';

describe('<ErrorState>', () => {
  it('is announced as an alert and retries from a labelled button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Reviews could not be loaded" onRetry={onRetry} retryLabel="Try again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Reviews could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while a retry is running', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Failed" onRetry={onRetry} retryLabel="Try again" retrying />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
