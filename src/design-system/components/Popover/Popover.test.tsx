import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

describe('<Popover>', () => {
  it('toggles from its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<Button>Share</Button>} label="Share this product" closeLabel="Close">
        <p>Copy link</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Share' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Share this product' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
