import { ResetPasswordScreen } from '@/features/sign-in';

export const Component = ResetPasswordScreen;
