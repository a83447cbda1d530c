import { EditProfileScreen } from '@/features/account';

export const Component = EditProfileScreen;
