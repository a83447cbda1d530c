import { CartScreen } from '@/features/cart';

export const Component = CartScreen;
