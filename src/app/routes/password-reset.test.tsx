// Forgotten password, as a shopper goes through it on the demo shop: /reset-password asks for the e-mail and says
// the link is on its way; the mail's link opens /reset/:email/:code, which sets the new password (the two must
// match) and leads to sign in, where the new password works.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { http } from 'msw';
import { DEMO_CUSTOMER_EMAIL } from '@mocks/data/users';
import { lastMessageTo } from '@mocks/state/auth';
import { getDemoShop, resetDemoShop } from '@mocks/state/store';
import { LoginScreen } from '@/features/sign-in';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { validationFailure } from '../../../tests/helpers/validation-failure';
import { Component as ResetPasswordRoute } from './reset-password';
import { Component as SetNewPasswordRoute } from './set-new-password';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

/** The JSON bodies posted to `path`, in order (the demo shop still answers them). */
function postedBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <h1>{`Page ${pathname}`}</h1>;
}

/** The reset link's screen, the sign-in screen it leads to, and wherever signing in goes. */
const resetJourney = (
  <Routes>
    <Route path="/reset/:email/:code" element={<SetNewPasswordRoute />} />
    <Route path="/login" element={<LoginScreen panelFor={() => null} />} />
    <Route path="*" element={<Elsewhere />} />
  </Routes>
);

describe('/reset-password', () => {
  it('sends the reset link to the account’s e-mail and says so on the screen', async () => {
    const posted = postedBodies('/reset-password');
    const { user } = renderRoute(<ResetPasswordRoute />, {
      route: '/reset-password',
      path: '/reset-password',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), DEMO_CUSTOMER_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password reset link sent to your e-mail');
    expect(posted).toEqual([{ email: DEMO_CUSTOMER_EMAIL }]);
    expect(lastMessageTo(getDemoShop().state, DEMO_CUSTOMER_EMAIL)?.link).toMatch(
      /^\/reset\/customer%40marketfront\.test\/\w+$/,
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('puts an unknown e-mail’s refusal next to the field, keeping what was typed', async () => {
    const { user } = renderRoute(<ResetPasswordRoute />, {
      route: '/reset-password',
      path: '/reset-password',
    });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'nobody@marketfront.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('The selected email is invalid.').length).toBeGreaterThan(0);
    expect(email).toHaveValue('nobody@marketfront.test');
    expect(screen.queryByText('Password reset link sent to your e-mail')).not.toBeInTheDocument();
  });
});

describe('/reset/:email/:code', () => {
  /** What the demo shop mailed after a reset request for `email`: the link's path. */
  async function resetLinkFor(email: string): Promise<string> {
    const { user, unmount } = renderRoute(<ResetPasswordRoute />, {
      route: '/reset-password',
      path: '/reset-password',
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('status');
    unmount();
    return lastMessageTo(getDemoShop().state, email)!.link!;
  }

  it('refuses two different passwords before sending anything', async () => {
    const link = await resetLinkFor(DEMO_CUSTOMER_EMAIL);
    const posted = postedBodies('/create-new-password');
    const { user } = renderRoute(resetJourney, { route: link, path: '/*' });
    expect(screen.getByText(`Choose a new password for ${DEMO_CUSTOMER_EMAIL}.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'fresh-start-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'fresh-start-2');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
  });

  it('sets the new password from the mail’s link, then leads to sign in, where it works', async () => {
    const link = await resetLinkFor(DEMO_CUSTOMER_EMAIL);
    const code = link.split('/').at(-1);
    const posted = postedBodies('/create-new-password');
    const { user } = renderRoute(resetJourney, { route: link, path: '/*' });
    await user.type(screen.getByLabelText('New Password'), 'fresh-start-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'fresh-start-1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect((await screen.findAllByText('Password changed successfully')).length).toBeGreaterThan(0);
    expect(posted).toEqual([
      {
        email: DEMO_CUSTOMER_EMAIL,
        resetCode: code,
        newPassword: 'fresh-start-1',
        confirmPassword: 'fresh-start-1',
      },
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), DEMO_CUSTOMER_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'fresh-start-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
  });

  it('shows the shop’s 422 beside the new password and toasts it (spec §5), keeping both fields', async () => {
    const link = await resetLinkFor(DEMO_CUSTOMER_EMAIL);
    server.use(
      http.post('*/create-new-password', () =>
        validationFailure({ newPassword: ['The new password must be at least 8 characters.'] }),
      ),
    );
    const { user, toasts } = renderRoute(resetJourney, { route: link, path: '/*' });
    await user.type(screen.getByLabelText('New Password'), 'fresh-start-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'fresh-start-1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      /The new password must be at least 8 characters\./,
    );
    expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([
      ['error', 'The new password must be at least 8 characters.'],
    ]);
    expect(screen.getByLabelText('New Password')).toHaveValue('fresh-start-1');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('fresh-start-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
  });

  it('says so when the link was already used, and offers a new one', async () => {
    const link = await resetLinkFor(DEMO_CUSTOMER_EMAIL);
    // A second request replaces the first link's code.
    await resetLinkFor(DEMO_CUSTOMER_EMAIL);
    const { user } = renderRoute(resetJourney, { route: link, path: '/*' });
    await user.type(screen.getByLabelText('New Password'), 'fresh-start-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'fresh-start-1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect((await screen.findAllByText('Invalid or expired password reset link')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/reset-password');
  });
});
