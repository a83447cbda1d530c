import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

describe('<Dialog>', () => {
  it('opens from its trigger, is named and described, and closes back to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        trigger={<Button>Quick view</Button>}
        title="Leather tote"
        description="Quick view of the product"
        closeLabel="Close"
      >
        <p>Body</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Quick view' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Leather tote' });
    expect(dialog).toHaveAccessibleDescription('Quick view of the product');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape unless it is not dismissible', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Dialog defaultOpen title="T" description="D" closeLabel="Close" />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Dialog key="2" defaultOpen dismissible={false} title="T" description="D" closeLabel="Close" />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
