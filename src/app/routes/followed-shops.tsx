import { FollowedShopsScreen } from '@/features/account';

export const Component = FollowedShopsScreen;
