import { ResetPasswordScreen } from '@/features/account';

export const Component = ResetPasswordScreen;
