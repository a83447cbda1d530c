import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountHandlers, accountStartData } from '../../../tests/helpers/account-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { ChangePasswordScreen } from './ChangePasswordScreen';
import { EditProfileScreen } from './EditProfileScreen';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Profile',
  component: EditProfileScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: { route: '/user/edit-profile', msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof EditProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in shopper's profile, ready to edit. */
export const EditProfile: Story = {};

export const ChangePassword: Story = {
  render: () => <ChangePasswordScreen />,
  parameters: { route: '/user/change-password' },
};
