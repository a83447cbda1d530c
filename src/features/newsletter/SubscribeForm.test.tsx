import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { getSubscribeMockHandler } from '@/api-generated/endpoints/settings/settings.msw';
import { renderRoute } from '../../../tests/helpers/render';
import { SubscribeForm } from './SubscribeForm';
import { validationFailure } from '../../../tests/helpers/validation-failure';

const field = () => screen.getByRole('textbox', { name: /Email address/ });

describe('SubscribeForm', () => {
  it('requires an e-mail address and explains it next to the field', async () => {
    const { user } = renderRoute(<SubscribeForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter your email address$/);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();

    await user.type(field(), 'jane@');
    // The contract's e-mail rule loads when the field is first used (docs/performance.md, "Response schemas").
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid email address$/),
    );
    const describedBy = field().getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Please enter a valid email address',
    );

    await user.type(field(), 'example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks a sent address against the contract’s e-mail rule and sends nothing when it fails', async () => {
    let sent = 0;
    server.use(
      http.post('*/home/subscribers', () => {
        sent += 1;
        return HttpResponse.json({ success: 'Subscribed successfully' });
      }),
    );
    const { user } = renderRoute(<SubscribeForm />);
    await user.type(field(), 'jane@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please enter a valid email address$/);
    expect(sent).toBe(0);
    expect(field()).toHaveValue('jane@example');
  });

  it('subscribes, confirms with the server’s message and clears the field', async () => {
    server.use(getSubscribeMockHandler({ success: 'Subscribed successfully' }));
    const { user } = renderRoute(<SubscribeForm />);
    await user.type(field(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(field()).toHaveValue('');
  });

  it('shows the server’s validation message as a toast and keeps what was typed', async () => {
    server.use(
      http.post('*/home/subscribers', () =>
        validationFailure({ email: ['The email has already been taken.'] }, 'The given data was invalid.'),
      ),
    );
    const { user } = renderRoute(<SubscribeForm />);
    await user.type(field(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(field()).toHaveValue('jane@example.com');
  });
});
