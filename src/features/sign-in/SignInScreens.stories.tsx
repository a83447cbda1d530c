import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  getRegisterByPhoneMockHandler,
  getRequestLoginOtpMockHandler,
} from '@/api-generated/endpoints/auth/auth.msw';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { provideRecaptchaStandIn, withStorefront } from '../../../tests/helpers/story-support';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from './RegisterScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { SellerRegisterScreen } from './SellerRegisterScreen';
import { SetNewPasswordScreen } from './SetNewPasswordScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';
import type { SocialSignIn } from './social/social-sign-in';

/** A shop with phone sign-in whose settings are in demo mode: the texted code is shown on screen. */
const demoPhoneShop = startDataFixture({
  add_ons: ['otp_system'],
  settings_data: { demo_mode: 1, default_country: 1 },
});
/** The demo shop draws a new code for each request: the stories answer a fixed one. */
const DEMO_OTP = '48213';

/** The picker shows the shop's own country (Bangladesh) once the country list has come. */
const shopCountryPicked = (scope: Pick<ReturnType<typeof within>, 'getByRole'>) =>
  waitFor(() =>
    expect(scope.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('Bangladesh (+880)'),
  );

/** Stands in for Firebase (its configuration comes with the build): the buttons show; nothing is clicked. */
const providerStandIn: SocialSignIn = async (provider) => ({
  uid: `uid-${provider}`,
  id_token: `story-id-token-${provider}`,
  name: 'Sam Social',
});

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Sign in',
  component: LoginScreen,
  decorators: [withStorefront(startDataFixture())],
  parameters: { route: '/login' },
  // What was typed is kept as a draft in sessionStorage: no story starts with an earlier one's text.
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A production build: e-mail, password, remember me. */
export const Login: Story = {};

/** On the demo shop the login screen offers its accounts. */
export const LoginOnTheDemoShop: Story = {
  args: {
    demoAccounts: [
      { role: 'Customer', email: 'customer@marketfront.test', password: 'secret123' },
      { role: 'Seller', email: 'seller1@marketfront.test', password: 'secret123' },
    ],
  },
};

/** Signing in never answers: the button stays busy (no double submission). */
export const LoginSlow: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/login', async () => {
          await neverAnswer();
          return HttpResponse.json({});
        }),
      ],
    },
  },
};

export const Register: Story = {
  render: () => <RegisterScreen />,
  parameters: { route: '/register' },
};

export const SellerRegister: Story = {
  render: () => <SellerRegisterScreen />,
  parameters: { route: '/register/seller' },
};

/**
 * With the `otp_system` add-on: e-mail or phone, the phone tab chosen by the shopper; its country-code picker
 * starts at the shop's default country (Bangladesh).
 */
export const LoginByPhone: Story = {
  decorators: [
    withStorefront(startDataFixture({ add_ons: ['otp_system'], settings_data: { default_country: 1 } })),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('(+880)'),
    );
  },
};

/**
 * The country-code picker in a shop whose default country is the United States: the shopper picked the United
 * Kingdom and typed a national number; no account has it, and the refusal sits under the number, which is kept.
 */
export const LoginByPhoneOtherCountry: Story = {
  decorators: [
    withStorefront(startDataFixture({ add_ons: ['otp_system'], settings_data: { default_country: 2 } })),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }));
    const picker = canvas.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(picker).toHaveTextContent('United States (+1)'));
    await userEvent.click(picker);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'United Kingdom (+44)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '07700 900123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await canvas.findByText('User not found');
  },
};

/** The country list could not load: said above the picker, with a retry; a number with its +code still works. */
export const LoginByPhoneCountriesFailed: Story = {
  decorators: [withStorefront(startDataFixture({ add_ons: ['otp_system'] }))],
  parameters: {
    msw: { handlers: [http.get('*/get/country-list', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }));
    await canvas.findByRole('heading', { name: 'The country codes could not be loaded' });
  },
};

/** Phone sign-in after "Send code": the code field, and on a demo shop the texted code shown on screen. */
export const LoginByPhoneCodeSent: Story = {
  decorators: [withStorefront(demoPhoneShop)],
  parameters: {
    msw: {
      handlers: [getRequestLoginOtpMockHandler({ success: 'OTP sent to your phone', demo_otp: DEMO_OTP })],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }));
    // Sent before the shop's countries arrive, the number has no country code and the form asks for one instead.
    await shopCountryPicked(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '01700000022');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await canvas.findByRole('textbox', { name: 'Code' });
  },
};

/** The Google, Facebook and Twitter buttons, for a shop that switched all three on. */
export const LoginWithSocialProviders: Story = {
  args: { socialSignIn: providerStandIn },
  decorators: [
    withStorefront(
      startDataFixture({
        settings_data: {
          is_google_login_activated: 1,
          is_facebook_login_activated: 1,
          is_twitter_login_activated: 1,
        },
      }),
    ),
  ],
};

/**
 * reCAPTCHA on (the demo shop's stand-in for Google's checkbox, so no script is loaded): submitted without
 * ticking it, the message under the check.
 */
export const LoginWithRecaptchaUnticked: Story = {
  decorators: [
    withStorefront(
      startDataFixture({
        settings_data: { is_recaptcha_activated: 1, recaptcha_Site_key: 'story-site-key' },
      }),
    ),
  ],
  beforeEach: provideRecaptchaStandIn,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('checkbox', { name: /I'm not a robot/ });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'customer@marketfront.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await canvas.findByText('Please confirm that you are not a robot.');
  },
};

/** The shop set its terms, privacy and refund pages: the sign-up asks for each, and names what is left unticked. */
export const RegisterWithAgreements: Story = {
  render: () => <RegisterScreen />,
  parameters: { route: '/register' },
  decorators: [
    withStorefront(
      startDataFixture({
        settings_data: {
          customer_agreement: 'terms-and-conditions',
          privacy_agreement: 'privacy-policy',
          refund_policy_agreement: 'refund-policy',
        },
      }),
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Privacy Policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
  },
};

/** Phone sign-up after "Send code": the code field, and on a demo shop the texted code shown on screen. */
export const RegisterByPhoneCodeSent: Story = {
  render: () => <RegisterScreen />,
  decorators: [withStorefront(demoPhoneShop)],
  parameters: {
    route: '/register',
    msw: { handlers: [getRegisterByPhoneMockHandler({ data: 'OTP Send Successfully', demo_otp: DEMO_OTP })] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }));
    const form = canvas.getByRole('form', { name: 'Sign up with phone' });
    await shopCountryPicked(within(form));
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Rafi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Last Name' }), 'Khan');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '01799000123');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await canvas.findByRole('textbox', { name: 'Code' });
  },
};

export const ResetPassword: Story = {
  render: () => <ResetPasswordScreen />,
  parameters: { route: '/reset-password' },
};

export const SetNewPassword: Story = {
  render: () => <SetNewPasswordScreen email="customer@marketfront.test" code="4F7KQ2" />,
  parameters: { route: '/reset/customer@marketfront.test/4F7KQ2' },
};
