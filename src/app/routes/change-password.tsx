import { ChangePasswordScreen } from '@/features/account';

export const Component = ChangePasswordScreen;
