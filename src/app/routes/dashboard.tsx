import { DashboardScreen } from '@/features/account';

export const Component = DashboardScreen;
