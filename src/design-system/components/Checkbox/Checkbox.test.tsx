import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is labelled, described by its hint and toggles', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox
        label="Keep me signed in"
        hint="Not on a shared computer"
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Keep me signed in' });
    expect(box).toHaveAttribute('aria-describedby', screen.getByText('Not on a shared computer').id);
    await userEvent.click(screen.getByText('Keep me signed in'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box).toBeChecked();
  });

  it('mounts checked without reading computed styles (docs/performance.md, "The first render is a transition")', () => {
    const read = vi.spyOn(window, 'getComputedStyle');
    render(<Checkbox label="Free shipping" defaultChecked />);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(screen.getByRole('checkbox', { name: 'Free shipping' })).toBeChecked();
  });
});
