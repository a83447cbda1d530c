import { RewardsScreen } from '@/features/account';

export const Component = RewardsScreen;
