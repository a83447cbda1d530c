import { NotificationsScreen } from '@/features/account';

export const Component = NotificationsScreen;
