import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { getCatalogue } from '@mocks/data/catalogue';
import { getDemoShop, resetDemoShop } from '@mocks/state/store';
import { issueSocialIdToken } from '@mocks/state/auth';
import { now } from '@mocks/domain/clock';
import { scenarioHandlers } from '@mocks/scenarios';
import { DEMO_CAPTCHA_PREFIX, installRecaptchaStandIn } from '@mocks/sign-in/recaptcha-stand-in';
import { addToCart } from '@/api-generated/endpoints/cart/cart';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/start/start';
import type { StartDataOutput } from '@/api-generated/model';
import { parsePageMeta } from '@/lib/http';
import { resetPageMetaForTests } from '@/lib/http/page-meta';
import { useStorefront } from '@/lib/session';
import { renderRoute } from '../../../tests/helpers/render';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { startDataFixture, type StartDataOverrides } from '../../../tests/helpers/start-data';
import { backendPanel, LoginScreen } from './LoginScreen';
import type { SocialSignIn } from './social/social-sign-in';
import { validationFailure } from '../../../tests/helpers/validation-failure';

const demoAccounts = [{ role: 'Customer', email: 'customer@marketfront.test', password: 'secret123' }];

/** What the header would say: who is signed in and how many cart lines the shop holds for them. */
function SessionProbe() {
  const { user, start } = useStorefront();
  return <p>{`${user ? user.full_name : 'Guest'} with ${start.carts?.length ?? 0} cart line(s)`}</p>;
}

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

/** The login screen in a shop with these settings and add-ons (the demo shop answers the requests). */
function renderLoginIn(overrides: StartDataOverrides, props: Parameters<typeof LoginScreen>[0] = {}) {
  return renderRoute(<LoginScreen {...props} />, {
    route: '/login',
    path: '/login',
    name: 'login',
    startData: startDataFixture(overrides),
  });
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
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('customer@marketfront.test');
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
    expect(screen.queryByRole('heading', { name: 'Try the demo shop' })).not.toBeInTheDocument();
    expect(screen.queryByText('secret123')).not.toBeInTheDocument();
  });

  it('explains a refusal and keeps what was typed', async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'customer@marketfront.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('customer@marketfront.test');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('puts a 422 message next to its field', async () => {
    server.use(
      http.post('*/login', () =>
        validationFailure({ email: ['This account must verify its e-mail first.'] }, 'Invalid'),
      ),
    );
    const { user } = renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@marketfront.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('This account must verify its e-mail first.').length).toBeGreaterThan(0);
  });

  it('asks for a valid e-mail and a password before sending anything', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });
});

describe('sign-in by phone (otp_system)', () => {
  const picker = () => screen.getByRole('combobox', { name: 'Country code' });

  it('texts a code to the number with the shop’s country code, shows it on the demo shop, and signs in with it', async () => {
    const asked = postedBodies('/get-otp');
    const submitted = postedBodies('/submit-otp');
    // The demo shop has the add-on and demo mode on; its default country is Bangladesh.
    const { user } = renderLogin();
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('Bangladesh (+880)'));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01700 000022');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('We sent a 5-digit code to +8801700000022.')).toBeInTheDocument();
    const code = /(\d{5})\.$/.exec(screen.getByText(/^Demo shop: no SMS is sent/).textContent ?? '')![1]!;
    // The country's +code, then the national number without its leading 0 (phone-number.ts).
    expect(asked).toEqual([{ phone: '+8801700000022' }]);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), code);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
    expect(submitted).toEqual([{ phone: '+8801700000022', otp: code }]);
  });

  it('offers the shop’s countries with its default first, and sends the picked country’s code', async () => {
    const asked = postedBodies('/get-otp');
    const { user } = renderLoginIn({ add_ons: ['otp_system'], settings_data: { default_country: 2 } });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('United States (+1)'));
    await user.click(picker());
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'United States (+1)',
      'Bangladesh (+880)',
      'France (+33)',
      'United Arab Emirates (+971)',
      'United Kingdom (+44)',
    ]);
    await user.click(screen.getByRole('option', { name: 'United Kingdom (+44)' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    // No account has that number: the refusal is beside it, and what was typed is all still there.
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(asked).toEqual([{ phone: '+447700900123' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('User not found');
    expect(phone).toHaveValue('07700 900123');
    expect(picker()).toHaveTextContent('United Kingdom (+44)');
  });

  it('sends a number typed with its own country code as typed', async () => {
    const asked = postedBodies('/get-otp');
    const { user } = renderLoginIn({ add_ons: ['otp_system'], settings_data: { default_country: 3 } });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('France (+33)'));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '00880 1700-000022');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 5-digit code to +8801700000022.')).toBeInTheDocument();
    expect(asked).toEqual([{ phone: '+8801700000022' }]);
  });

  it('keeps the number and the country through a reload after a failed request', async () => {
    const first = renderLoginIn({ add_ons: ['otp_system'], settings_data: { default_country: 1 } });
    await first.user.click(screen.getByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('Bangladesh (+880)'));
    await first.user.click(picker());
    await first.user.click(await screen.findByRole('option', { name: 'France (+33)' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Phone' }), '06 12 34 56 78');
    await first.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('User not found'));
    first.unmount();

    const { user } = renderLoginIn({ add_ons: ['otp_system'], settings_data: { default_country: 1 } });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('France (+33)'));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('06 12 34 56 78');
  });

  it('says so when the country codes cannot load, and still takes a number with its own +code', async () => {
    server.use(http.get('*/get/country-list', () => HttpResponse.json({}, { status: 500 })));
    const asked = postedBodies('/get-otp');
    const { user, toasts } = renderLoginIn({ add_ons: ['otp_system'] });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(
      await screen.findByRole('heading', { name: 'The country codes could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '01700000022');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Choose the country code, or type the number with + and its country code'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+8801700000022');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 5-digit code to +8801700000022.')).toBeInTheDocument();
    expect(asked).toEqual([{ phone: '+8801700000022' }]);
    expect(toasts).toEqual([]);
  });

  it('asks for digits before sending anything', async () => {
    const asked = postedBodies('/get-otp');
    const { user } = renderLoginIn({ add_ons: ['otp_system'] });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('(+'));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('Use digits only, with + before a country code');
    expect(asked).toEqual([]);
  });

  it('keeps a refusal next to its field (an unknown number by the number, a wrong code by the code) and toasts the server’s words', async () => {
    const { user, toasts } = renderLogin();
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('Bangladesh (+880)'));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '01711111199');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^User not found$/);

    await user.clear(phone);
    await user.type(phone, '01700000022');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, '99999');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid OTP$/);
    // Spec §8: the server's error text is an error toast too, once each.
    expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([
      ['error', 'User not found'],
      ['error', 'Invalid OTP'],
    ]);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();

    // "Use another number" brings back the number and the country as they were.
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('01700000022');
    expect(picker()).toHaveTextContent('Bangladesh (+880)');
  });

  it('never shows the code outside demo mode, and offers no phone sign-in without the add-on', async () => {
    const { user, unmount } = renderLoginIn({
      add_ons: ['otp_system'],
      settings_data: { demo_mode: 0, default_country: 1 },
    });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await waitFor(() => expect(picker()).toHaveTextContent('Bangladesh (+880)'));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01700000022');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 5-digit code to +8801700000022.')).toBeInTheDocument();
    expect(screen.queryByText(/Demo shop/)).not.toBeInTheDocument();
    unmount();

    renderLoginIn({ add_ons: [] });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Country code' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });
});

describe('social sign-in', () => {
  /** A provider that signs Sam in: the demo shop's simulated provider issues the ID token, as Firebase would. */
  const issued: string[] = [];
  const providerAnswers: SocialSignIn = async (provider) => {
    const uid = `uid-${provider}-42`;
    const email = `sam.${provider}@example.test`;
    const id_token = getDemoShop().update((state) =>
      issueSocialIdToken(state, { uid, email, name: 'Sam Social' }, now()),
    );
    issued.push(id_token);
    return { uid, id_token, name: 'Sam Social', email, image: 'https://pictures.example/sam.jpg' };
  };
  beforeEach(() => void issued.splice(0));

  it('offers the providers the shop switched on and signs in with what the provider said', async () => {
    const posted = postedBodies('/social-login');
    const signIn = vi.fn(providerAnswers);
    const { user } = renderLoginIn(
      {
        settings_data: {
          is_google_login_activated: 1,
          is_facebook_login_activated: 0,
          is_twitter_login_activated: 1,
        },
      },
      { socialSignIn: signIn },
    );
    const others = screen.getByRole('region', { name: 'Other ways to sign in' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continue with Google', 'Continue with Twitter']);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith('google');
    // The provider's ID token travels with the request: the only part a server can verify.
    expect(issued).toHaveLength(1);
    expect(posted).toEqual([
      {
        uid: 'uid-google-42',
        id_token: issued[0],
        name: 'Sam Social',
        email: 'sam.google@example.test',
        image: 'https://pictures.example/sam.jpg',
      },
    ]);
  });

  it('stays signed out, and says why, when the shop cannot verify the provider’s ID token', async () => {
    const forged: SocialSignIn = async () => ({
      uid: 'uid-google-42',
      id_token: 'forged.id.token',
      name: 'Sam Social',
      email: 'customer@marketfront.test',
    });
    const { user, toasts } = renderLoginIn(
      { settings_data: { is_google_login_activated: 1 } },
      { socialSignIn: forged },
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.message)).toContain(
        'The sign-in could not be verified with the provider. Please try again.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Page /user/dashboard' })).not.toBeInTheDocument();
    expect(getDemoShop().state.sessions[getDemoShop().state.currentSessionId]!.user_id).toBeNull();
  });

  it('hides the buttons without a provider (no Firebase configuration) or with the shop’s flags off', () => {
    const on = {
      is_google_login_activated: 1,
      is_facebook_login_activated: 1,
      is_twitter_login_activated: 1,
    } as const;
    const { unmount } = renderLoginIn({ settings_data: on });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    unmount();
    const off = {
      is_google_login_activated: 0,
      is_facebook_login_activated: 0,
      is_twitter_login_activated: 0,
    } as const;
    renderLoginIn({ settings_data: off }, { socialSignIn: providerAnswers });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('says so when the provider fails, and nothing when the shopper closes its window', async () => {
    const { SocialSignInCancelled } = await import('./social/social-sign-in');
    const answers = [
      new SocialSignInCancelled('auth/popup-closed-by-user'),
      new Error('auth/network-request-failed'),
    ];
    const { user } = renderLoginIn(
      { settings_data: { is_facebook_login_activated: 1 } },
      { socialSignIn: () => Promise.reject(answers.shift()!) },
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with Facebook did not work. Please try again.',
    );
  });
});

describe('reCAPTCHA on the login form', () => {
  const recaptchaOn = {
    settings_data: { is_recaptcha_activated: 1, recaptcha_Site_key: 'site-key-1' },
  } as const;

  afterEach(() => {
    vi.restoreAllMocks();
    delete window.grecaptcha;
    document.head.querySelectorAll('script[src*="recaptcha"]').forEach((script) => script.remove());
  });

  it('asks the shopper to tick it, then sends its answer as `captcha`', async () => {
    // The demo shop's stand-in for Google's widget, and the backend's refusal of a login without it.
    installRecaptchaStandIn(window);
    server.use(...scenarioHandlers('recaptcha'));
    const posted = postedBodies('/login');
    const { user } = renderLoginIn(recaptchaOn);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'customer@marketfront.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please confirm that you are not a robot.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(await screen.findByRole('checkbox', { name: /I'm not a robot/ }));
    await waitFor(() =>
      expect(screen.queryByText('Please confirm that you are not a robot.')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
    expect(posted).toEqual([
      {
        email: 'customer@marketfront.test',
        password: 'secret123',
        remember: 0,
        captcha: expect.stringMatching(new RegExp(`^${DEMO_CAPTCHA_PREFIX}`)),
      },
    ]);
  });

  it('says so next to the form when Google’s script cannot load', async () => {
    // The test browser loads no external script: the script fails as it would offline.
    renderLoginIn(recaptchaOn);
    expect(
      await screen.findByText(
        'The check that you are not a robot could not load. Check your connection and reload the page.',
      ),
    ).toBeInTheDocument();
  });

  it('loads Google’s script only when the shop has it on, in the shop’s language', async () => {
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
    });
    const { unmount } = renderLoginIn({});
    await screen.findByRole('button', { name: 'Login' });
    expect(added).toEqual([]);
    unmount();

    renderLoginIn(recaptchaOn);
    await waitFor(() => expect(added).toHaveLength(1));
    const src = new URL(added[0]!.src);
    expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/recaptcha/api.js');
    expect(src.searchParams.get('render')).toBe('explicit');
    expect(src.searchParams.get('hl')).toBe('en');
    // Google's script calls the function named by `onload`; then the widget renders into the form.
    installRecaptchaStandIn(window);
    (window as unknown as Record<string, () => void>)[src.searchParams.get('onload')!]!();
    expect(await screen.findByRole('checkbox', { name: /I'm not a robot/ })).toBeInTheDocument();
  });
});

describe('admin, staff and seller accounts', () => {
  /** The hidden inputs the backend's Blade shell prints, as a shop installed in the `/shop` sub-folder has them. */
  function installedIn(baseUrl: string, appPath?: string) {
    for (const [id, value] of [
      ['base_url', baseUrl],
      ...(appPath === undefined ? [] : [['app_path', appPath]]),
    ]) {
      const input = document.createElement('input');
      Object.assign(input, { type: 'hidden', id, value });
      document.body.append(input);
    }
    resetPageMetaForTests();
  }

  afterEach(() => {
    document.querySelectorAll('#base_url, #app_path').forEach((input) => input.remove());
    resetPageMetaForTests();
    vi.restoreAllMocks();
  });

  it.each([
    ['seller1@marketfront.test', 'seller/dashboard'],
    ['admin@marketfront.test', 'admin/dashboard'],
  ])('sends %s to its panel below the sub-folder the shop is installed in', async (email, panel) => {
    installedIn(`${window.location.origin}/shop`);
    const leaves = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(leaves).toHaveBeenCalledWith(`${window.location.origin}/shop/${panel}`));
    expect(leaves).toHaveBeenCalledTimes(1);
    // A full page load to the backend's panel: the storefront stays where it is meanwhile.
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('keeps the application path the page names below its base address', async () => {
    installedIn('https://shop.example', '/store');
    expect(backendPanel('staff')).toBe('https://shop.example/store/admin/dashboard');
    expect(backendPanel('seller')).toBe('https://shop.example/store/seller/dashboard');
    expect(backendPanel('customer')).toBeNull();
  });

  it('uses the Vite base path (VITE_BASE_PATH=/shop/) when the page names no base', () => {
    const page = document.implementation.createHTMLDocument('');
    const meta = parsePageMeta(page, { origin: 'https://shop.example', basePath: '/shop/' });
    expect(backendPanel('admin', meta)).toBe('https://shop.example/shop/admin/dashboard');
    expect(backendPanel('seller', meta)).toBe('https://shop.example/shop/seller/dashboard');
  });
});

describe('the way to open a shop', () => {
  it('offers "Become a seller" only when the shop has sellers (seller_system)', () => {
    const { unmount } = renderLoginIn({ settings_data: { seller_system: 1 } });
    expect(screen.getByRole('link', { name: 'Become a seller' })).toHaveAttribute('href', '/register/seller');
    unmount();
    renderLoginIn({ settings_data: { seller_system: 0 } });
    expect(screen.queryByRole('link', { name: 'Become a seller' })).not.toBeInTheDocument();
  });
});
