import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { getCatalogue } from '@mocks/data/catalogue';
import { resetDemoShop } from '@mocks/state/store';
import { addToCart } from '@/api-generated/endpoints/cart/cart';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/start/start';
import type { StartDataOutput } from '@/api-generated/model';
import { useStorefront } from '@/lib/session';
import { renderRoute } from '../../../tests/helpers/render';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { LoginScreen } from './LoginScreen';

const demoAccounts = [{ role: 'Customer', email: 'customer@marketfront.test', password: 'secret123' }];

/** What the header would say: who is signed in and how many cart lines the shop holds for them. */
function SessionProbe() {
  const { user, start } = useStorefront();
  return <p>{`${user ? user.full_name : 'Guest'} with ${start.carts?.length ?? 0} cart line(s)`}</p>;
}

function renderLogin(route = '/login', props: Parameters<typeof LoginScreen>[0] = {}) {
  return renderRoute(
    <LiveStartData>
      <SessionProbe />
      <LoginScreen {...props} />
    </LiveStartData>,
    { route, path: '/login', name: 'login' },
  );
}

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

describe('LoginScreen', () => {
  it('signs in with the demo account it shows, keeps the guest cart and returns where the shopper was', async () => {
    const product = getCatalogue().products.find(
      (p) => !p.has_variant && !p.is_digital && p.current_stock > 5 && p.minimum_order_quantity === 1,
    )!;
    await addToCart({ id: product.id, quantity: 1 });
    const { user, queryClient } = renderLogin('/login?redirect=%2Fuser%2Fwishlist', { demoAccounts });
    expect(await screen.findByText('Guest with 1 cart line(s)')).toBeInTheDocument();

    expect(screen.getByText('customer@marketfront.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the Customer account' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe(
      'customer@marketfront.test',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Page /user/wishlist' })).toBeInTheDocument();
    // The start data was fetched again for the signed-in session, and the guest's line is in its cart.
    await waitFor(() => {
      const start = queryClient.getQueryData<StartDataOutput>(getGetStartDataQueryKey());
      expect(start?.user?.email).toBe('customer@marketfront.test');
      expect(start?.carts?.map((line) => line.product_id)).toContain(product.id);
    });
    expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
  });

  it('never sends the shopper to another site after signing in', async () => {
    const { user } = renderLogin('/login?redirect=https%3A%2F%2Fevil.example%2Fphish');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'customer@marketfront.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
  });

  it('shows no demo accounts unless the demo shop passes them', async () => {
    renderLogin();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Try the demo shop' })).toBeNull();
    expect(screen.queryByText('secret123')).toBeNull();
  });

  it('explains a refusal and keeps what was typed', async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'customer@marketfront.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe(
      'customer@marketfront.test',
    );
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('puts a 422 message next to its field', async () => {
    server.use(
      http.post('*/login', () =>
        HttpResponse.json(
          { message: 'Invalid', errors: { email: ['This account must verify its e-mail first.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@marketfront.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This account must verify its e-mail first.').length).toBeGreaterThan(0);
  });

  it('asks for a valid e-mail and a password before sending anything', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });
});
