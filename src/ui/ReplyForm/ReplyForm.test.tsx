import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from '@/design-system/components/Textarea';
import { renderRoute } from '../../../tests/helpers/render';
import { ReplyForm } from './ReplyForm';

describe('ReplyForm (the one reply form of product reviews and blog comments)', () => {
  it('is named after whom it answers, labels the caller’s text box and sends or cancels', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    renderRoute(
      <ReplyForm author="Amira" pending={false} onSubmit={onSubmit} onCancel={onCancel} required>
        <Textarea rows={3} />
      </ReplyForm>,
    );
    const form = screen.getByRole('form', { name: 'Reply to Amira' });
    expect(within(form).getByRole('textbox', { name: /Your reply/ })).toBeRequired();
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a refusal that names no field, and shows the field’s own error on the field', async () => {
    renderRoute(
      <ReplyForm
        author="Amira"
        pending={false}
        onSubmit={() => {}}
        onCancel={() => {}}
        message="Replies are closed for this post."
        error="Write a reply first."
      >
        <Textarea rows={3} />
      </ReplyForm>,
    );
    const form = screen.getByRole('form', { name: 'Reply to Amira' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Replies are closed for this post.');
    expect(within(form).getByRole('textbox', { name: /Your reply/ })).toHaveAccessibleDescription(
      'Write a reply first.',
    );
  });
});
