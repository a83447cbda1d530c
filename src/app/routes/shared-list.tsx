import { SharedListScreen } from '@/features/shared-list';

/** /shared-list?list=…&p=… — a list someone shared (issue 38 §5). */
export const Component = SharedListScreen;
