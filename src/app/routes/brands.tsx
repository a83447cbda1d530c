import { BrandsScreen } from '@/features/directories';

/** /brands */
export const Component = BrandsScreen;
