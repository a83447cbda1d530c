import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that toggles', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="In stock only" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'In stock only' });
    await userEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control).toBeChecked();
  });
});
