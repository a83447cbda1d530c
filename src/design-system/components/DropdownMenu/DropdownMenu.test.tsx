import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';

describe('<DropdownMenu>', () => {
  it('opens from the keyboard and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(
      <DropdownMenu
        trigger={<Button>Account</Button>}
        items={[
          { type: 'link', label: 'Orders', href: '/user/order-history' },
          { type: 'separator' },
          { type: 'action', label: 'Sign out', onSelect: onSignOut, tone: 'critical' },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/user/order-history');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
