import { SellersScreen } from '@/features/directories';

/** /sellers */
export const Component = SellersScreen;
