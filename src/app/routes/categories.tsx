import { CategoriesScreen } from '@/features/directories';

/** /categories */
export const Component = CategoriesScreen;
