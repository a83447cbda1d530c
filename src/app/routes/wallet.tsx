import { WalletScreen } from '@/features/account';

export const Component = WalletScreen;
