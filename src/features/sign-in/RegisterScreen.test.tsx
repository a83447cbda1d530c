import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetDemoShop } from '@mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { RegisterScreen } from './RegisterScreen';
import { SellerRegisterScreen } from './SellerRegisterScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const renderRegister = (route = '/register') =>
  renderRoute(<RegisterScreen />, { route, path: '/register', name: 'register' });

async function fillIn(user: ReturnType<typeof renderRegister>['user'], email: string) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), 'engine42');
}

describe('RegisterScreen', () => {
  it('shows the shop’s 422 next to the field and as a toast, keeping what was typed (also after a reload)', async () => {
    const { user, toasts, unmount } = renderRegister();
    await fillIn(user, 'customer@marketfront.test');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toMatch(/already been taken/);
    expect(toasts.map((toast) => toast.message)).toContainEqual(expect.stringMatching(/already been taken/));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First Name' }).value).toBe('Ada');
    expect((email as HTMLInputElement).value).toBe('customer@marketfront.test');

    unmount();
    renderRegister();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Last Name' }).value).toBe('Lovelace');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('creates the account and sends the shopper to sign in, keeping where they were going', async () => {
    const { user } = renderRegister('/register?redirect=%2Fcheckout');
    await fillIn(user, 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('heading', { name: 'Page /login?redirect=%2Fcheckout' }),
    ).toBeInTheDocument();
    // The toast, and for a moment Radix's screen-reader announcement of it: one or two nodes carry the text.
    expect(await screen.findAllByText(/Registration successful/)).not.toHaveLength(0);
    const drafts = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '');
    expect(drafts.filter((key) => key.startsWith('marketfront:draft:') && key.endsWith(':register'))).toEqual(
      [],
    );
  });

  it('checks names and password length before sending', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'A');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please use at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please use at least 6 characters')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
  });
});

describe('SellerRegisterScreen', () => {
  it('registers a shop with its name and address, then opens login', async () => {
    const { user } = renderRoute(<SellerRegisterScreen />, {
      route: '/register/seller',
      path: '/register/:type',
      name: 'sellerRegister',
    });
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+15550100');
    await user.type(screen.getByLabelText('Password'), 'compiler1');
    await user.type(screen.getByRole('textbox', { name: 'Shop Name' }), 'Hopper Tools');
    await user.type(screen.getByRole('textbox', { name: 'Shop address' }), '1 Navy Yard, Arlington');
    await user.click(screen.getByRole('button', { name: 'Register your shop' }));
    expect(
      await screen.findByRole('heading', { name: 'Page /login' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/your shop will be reviewed/)).toBeInTheDocument();
  });
});
