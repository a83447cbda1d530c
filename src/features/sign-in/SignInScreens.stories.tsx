import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from './RegisterScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { SellerRegisterScreen } from './SellerRegisterScreen';
import { SetNewPasswordScreen } from './SetNewPasswordScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Sign in',
  component: LoginScreen,
  decorators: [withStorefront(startDataFixture())],
  parameters: { route: '/login' },
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

/** With the `otp_system` add-on: e-mail or phone, the phone tab chosen by the shopper. */
export const LoginByPhone: Story = {
  decorators: [withStorefront(startDataFixture({ add_ons: ['otp_system'] }))],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }));
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

export const ResetPassword: Story = {
  render: () => <ResetPasswordScreen />,
  parameters: { route: '/reset-password' },
};

export const SetNewPassword: Story = {
  render: () => <SetNewPasswordScreen email="customer@marketfront.test" code="4F7KQ2" />,
  parameters: { route: '/reset/customer@marketfront.test/4F7KQ2' },
};
