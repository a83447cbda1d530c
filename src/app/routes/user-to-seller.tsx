import { BecomeSellerScreen } from '@/features/account';

export const Component = BecomeSellerScreen;
