import { RegisterScreen } from '@/features/sign-in';

export const Component = RegisterScreen;
