import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { login, logout } from '@/api-generated/endpoints/auth/auth';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { ChangePasswordScreen } from './ChangePasswordScreen';
import { EditProfileScreen } from './EditProfileScreen';
import { validationFailure } from '../../../tests/helpers/validation-failure';

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
});

describe('ChangePasswordScreen', () => {
  it('changes the password with the current one, and the new one signs in', async () => {
    const { user } = renderAccountRoute(<ChangePasswordScreen />, {
      route: '/user/change-password',
      name: 'changePassword',
    });
    await user.type(await screen.findByLabelText('Current Password'), 'secret123');
    await user.type(screen.getByLabelText('New Password'), 'better456');
    await user.type(screen.getByLabelText('Confirm Password'), 'better456');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('New Password')).toHaveValue(''));
    await logout();
    const again = await login({ email: 'customer@marketfront.test', password: 'better456' });
    expect(again.user.email).toBe('customer@marketfront.test');
  });

  it('says when the two new passwords differ, before sending', async () => {
    const { user } = renderAccountRoute(<ChangePasswordScreen />, {
      route: '/user/change-password',
      name: 'changePassword',
    });
    await user.type(await screen.findByLabelText('Current Password'), 'secret123');
    await user.type(screen.getByLabelText('New Password'), 'better456');
    await user.type(screen.getByLabelText('Confirm Password'), 'better457');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('puts the shop’s 422 on the current password and toasts it (spec §5), keeping the new one typed', async () => {
    server.use(
      http.post('*/user/change-password', () =>
        validationFailure({ current_password: ['The current password is incorrect.'] }, 'invalid'),
      ),
    );
    const { user, toasts } = renderAccountRoute(<ChangePasswordScreen />, {
      route: '/user/change-password',
      name: 'changePassword',
    });
    const current = await screen.findByLabelText('Current Password');
    await user.type(current, 'not-it');
    await user.type(screen.getByLabelText('New Password'), 'better456');
    await user.type(screen.getByLabelText('Confirm Password'), 'better456');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('The current password is incorrect.');
    expect(toasts.map((toast) => toast.message)).toEqual(['The current password is incorrect.']);
    expect(screen.getByLabelText('New Password')).toHaveValue('better456');
  });
});

describe('EditProfileScreen', () => {
  it('shows the shopper’s profile and saves a change', async () => {
    const { user } = renderAccountRoute(<EditProfileScreen />, {
      route: '/user/edit-profile',
      name: 'editProfile',
    });
    const first = await screen.findByRole<HTMLInputElement>('textbox', { name: 'First Name' });
    expect(first).not.toHaveValue('');
    await user.clear(first);
    await user.type(first, 'Dana');
    await user.clear(screen.getByRole('textbox', { name: 'Date of Birth' }));
    await user.type(screen.getByRole('textbox', { name: 'Date of Birth' }), '1990-04-21');
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Dana/, { selector: 'p, span' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('puts a 422 on its field and keeps the change', async () => {
    server.use(
      http.post('*/user/update-profile', () =>
        validationFailure({ phone: ['The phone has already been taken.'] }, 'Invalid'),
      ),
    );
    const { user } = renderAccountRoute(<EditProfileScreen />, {
      route: '/user/edit-profile',
      name: 'editProfile',
    });
    const phone = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+15550123');
    await user.clear(screen.getByRole('textbox', { name: 'Date of Birth' }));
    await user.type(screen.getByRole('textbox', { name: 'Date of Birth' }), '1990-04-21');
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^The phone has already been taken\.$/);
    expect(phone).toHaveValue('+15550123');
  });
});
