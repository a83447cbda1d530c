import { CompareListScreen } from '@/features/compare';

/** /compare-list */
export const Component = CompareListScreen;
