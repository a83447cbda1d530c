import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

describe('<Tooltip>', () => {
  it('shows on keyboard focus, describes its trigger and hides with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Added to 12 wishlists">
        <IconButton icon="heart" label="Add to wishlist" />
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Added to 12 wishlists');
    const trigger = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
