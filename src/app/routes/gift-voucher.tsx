import { GiftVoucherScreen } from '@/features/account';

export const Component = GiftVoucherScreen;
