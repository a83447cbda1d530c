import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '@mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { validationFailure } from '../../../tests/helpers/validation-failure';
import { startDataFixture, type StartDataOverrides } from '../../../tests/helpers/start-data';
import { RegisterScreen } from './RegisterScreen';
import { SellerRegisterScreen } from './SellerRegisterScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const NO_AGREEMENTS = {
  customer_agreement: null,
  seller_agreement: null,
  privacy_agreement: null,
  refund_policy_agreement: null,
};

const shop = (overrides: StartDataOverrides = {}) =>
  startDataFixture({
    ...overrides,
    settings_data: { ...NO_AGREEMENTS, ...overrides.settings_data },
  });

const renderRegister = (route = '/register', startData = shop()) =>
  renderRoute(<RegisterScreen />, { route, path: '/register', name: 'register', startData });

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
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(/already been taken/);
    expect(toasts.map((toast) => toast.message)).toContainEqual(expect.stringMatching(/already been taken/));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    expect(email).toHaveValue('customer@marketfront.test');

    unmount();
    renderRegister();
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lovelace');
    expect(screen.getByLabelText<HTMLInputElement>('Password')).toHaveValue('');
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

  it('asks for no agreement and offers no phone sign-up when the shop set none and has no OTP add-on', () => {
    renderRegister();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('offers "Sign up as a seller" only when the shop has sellers (seller_system)', () => {
    const { unmount } = renderRegister('/register', shop({ settings_data: { seller_system: 1 } }));
    expect(screen.getByRole('link', { name: 'Sign up as a seller' })).toHaveAttribute(
      'href',
      '/register/seller',
    );
    unmount();
    renderRegister('/register', shop({ settings_data: { seller_system: 0 } }));
    expect(screen.queryByRole('link', { name: 'Sign up as a seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /seller/i })).not.toBeInTheDocument();
  });
});

describe('the agreements a sign-up must accept', () => {
  const withAgreements = shop({
    settings_data: {
      customer_agreement: 'terms-and-conditions',
      privacy_agreement: 'https://legal.example/privacy',
      // Not an address a link may have: the checkbox stays, without a link.
      refund_policy_agreement: 'javascript:alert(1)',
      seller_agreement: 'seller-terms',
    },
  });

  it('links each to its page and blocks the sign-up, naming the unticked ones, until all are ticked', async () => {
    const bodies = postedBodies('/register');
    const { user } = renderRegister('/register', withAgreements);
    const terms = screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
    const privacy = screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ });
    const refund = screen.getByRole('checkbox', { name: /I agree to the Refund Policy/ });
    expect(screen.queryByRole('checkbox', { name: /Seller Agreement/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      '/page/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      'https://legal.example/privacy',
    );
    expect(screen.queryByRole('link', { name: /Refund Policy/ })).not.toBeInTheDocument();

    await fillIn(user, 'ada@example.test');
    await user.click(privacy);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('Please accept the Terms and Conditions, Refund Policy to continue.'),
    ).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.click(terms);
    await user.click(refund);
    await waitFor(() => expect(screen.queryByText(/Please accept the/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Page /login' })).toBeInTheDocument();
    // The agreements are the browser's check: the backend reads no field for them.
    expect(bodies).toEqual([
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', password: 'engine42' },
    ]);
  });

  it('asks a seller for the seller agreement, the privacy and the refund policy', async () => {
    const bodies = postedBodies('/seller-register');
    const { user } = renderRoute(<SellerRegisterScreen />, {
      route: '/register/seller',
      path: '/register/:type',
      name: 'sellerRegister',
      startData: withAgreements,
    });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toEqual([
      screen.getByRole('checkbox', { name: /I agree to the Seller Agreement/ }),
      screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }),
      screen.getByRole('checkbox', { name: /I agree to the Refund Policy/ }),
    ]);
    expect(screen.getByRole('link', { name: /Seller Agreement/ })).toHaveAttribute(
      'href',
      '/page/seller-terms',
    );
    await user.click(screen.getByRole('button', { name: 'Register your shop' }));
    expect(
      await screen.findByText(
        'Please accept the Seller Agreement, Privacy Policy, Refund Policy to continue.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

/** Fills the seller sign-up as Grace Hopper, for her shop "Hopper Tools", and sends it. */
async function registerGraceHoppersShop(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Grace');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Hopper');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.test');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+15550100');
  await user.type(screen.getByLabelText('Password'), 'compiler1');
  await user.type(screen.getByRole('textbox', { name: 'Shop Name' }), 'Hopper Tools');
  await user.type(screen.getByRole('textbox', { name: 'Shop address' }), '1 Navy Yard, Arlington');
  await user.click(screen.getByRole('button', { name: 'Register your shop' }));
}

describe('SellerRegisterScreen', () => {
  it('registers a shop with its name and address, then opens login', async () => {
    const { user } = renderRoute(<SellerRegisterScreen />, {
      route: '/register/seller',
      path: '/register/:type',
      name: 'sellerRegister',
      startData: shop(),
    });
    await registerGraceHoppersShop(user);
    expect(
      await screen.findByRole('heading', { name: 'Page /login' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    // The toast, and for a moment its announcement to screen readers, say it.
    expect(await screen.findAllByText(/your shop will be reviewed/)).not.toHaveLength(0);
  });
});

describe('SellerRegisterScreen, refused', () => {
  it('shows the shop’s 422 beside each field and toasts it (spec §5), keeping everything typed', async () => {
    server.use(
      http.post('*/seller-register', () =>
        validationFailure({
          email: ['The email has already been taken.'],
          shop_name: ['The shop name has already been taken.'],
        }),
      ),
    );
    const { user, toasts } = renderRoute(<SellerRegisterScreen />, {
      route: '/register/seller',
      path: '/register/:type',
      name: 'sellerRegister',
      startData: shop(),
    });
    await registerGraceHoppersShop(user);

    const shopName = screen.getByRole('textbox', { name: 'Shop Name' });
    await waitFor(() => expect(shopName).toHaveAttribute('aria-invalid', 'true'));
    expect(shopName).toHaveAccessibleDescription(/The shop name has already been taken\./);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      /The email has already been taken\./,
    );
    expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([
      ['error', 'The email has already been taken.'],
      ['error', 'The shop name has already been taken.'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Shop Name' })).toHaveValue('Hopper Tools');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('compiler1');
  });
});

describe('phone sign-up (otp_system)', () => {
  const phoneShop = (demoMode: 0 | 1, defaultCountry = 1) =>
    shop({
      add_ons: ['otp_system'],
      settings_data: { demo_mode: demoMode, default_country: defaultCountry },
    });

  const picker = () => screen.getByRole('combobox', { name: 'Country code' });

  async function startPhoneSignUp(user: ReturnType<typeof renderRegister>['user'], phone = '01799 000123') {
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    const form = screen.getByRole('form', { name: 'Sign up with phone' });
    await waitFor(() => expect(picker()).toHaveTextContent('(+'));
    await user.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Rafi');
    await user.type(within(form).getByRole('textbox', { name: 'Last Name' }), 'Khan');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), phone);
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
  }

  it('texts a code to the number with the shop’s country code, and signs the new customer in with it', async () => {
    const started = postedBodies('/register/by-phone');
    const registered = postedBodies('/register');
    const { user } = renderRegister('/register', phoneShop(1));
    await startPhoneSignUp(user);

    expect(await screen.findByText('We sent a 5-digit code to +8801799000123.')).toBeInTheDocument();
    const demo = screen.getByText(/^Demo shop: no SMS is sent\. Your code is \d{5}\.$/);
    const code = /(\d{5})/.exec(demo.textContent ?? '')![1]!;
    expect(started).toEqual([{ first_name: 'Rafi', last_name: 'Khan', phone: '+8801799000123' }]);

    await user.type(screen.getByRole('textbox', { name: 'Code' }), code);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
    expect(registered).toEqual([
      { first_name: 'Rafi', last_name: 'Khan', phone: '+8801799000123', otp: code },
    ]);
  });

  it('keeps a wrong code’s refusal next to the code, and never shows the code outside demo mode', async () => {
    const { user } = renderRegister('/register', phoneShop(0));
    await startPhoneSignUp(user);
    expect(await screen.findByText('We sent a 5-digit code to +8801799000123.')).toBeInTheDocument();
    expect(screen.queryByText(/Demo shop/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code' }), '00000');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const codeField = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(codeField).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid OTP$/);
  });

  it('puts a number already in use next to the phone field, keeping the number and the country', async () => {
    const started = postedBodies('/register/by-phone');
    const { user } = renderRegister('/register', phoneShop(1, 2));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('United States (+1)'));
    await user.click(picker());
    await user.click(await screen.findByRole('option', { name: 'Bangladesh (+880)' }));
    await startPhoneSignUp(user, '01700000022');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(/already been taken/);
    expect(started).toEqual([{ first_name: 'Rafi', last_name: 'Khan', phone: '+8801700000022' }]);
    expect(phone).toHaveValue('01700000022');
    expect(picker()).toHaveTextContent('Bangladesh (+880)');
  });

  it('sends the picked country’s code, and no phone sign-up without the add-on', async () => {
    const started = postedBodies('/register/by-phone');
    const { user, unmount } = renderRegister('/register', phoneShop(1, 2));
    await startPhoneSignUp(user, '(415) 555-0134');
    expect(await screen.findByText('We sent a 5-digit code to +14155550134.')).toBeInTheDocument();
    expect(started).toEqual([{ first_name: 'Rafi', last_name: 'Khan', phone: '+14155550134' }]);
    unmount();

    renderRegister('/register', shop({ add_ons: [] }));
    expect(screen.queryByRole('tab', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Country code' })).not.toBeInTheDocument();
  });
});
