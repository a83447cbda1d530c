import { RegisterScreen } from '@/features/account';

export const Component = RegisterScreen;
