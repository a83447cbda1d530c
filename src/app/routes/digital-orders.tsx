import { DigitalOrdersScreen } from '@/features/account';

export const Component = DigitalOrdersScreen;
