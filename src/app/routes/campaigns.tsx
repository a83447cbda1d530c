import { CampaignsScreen } from '@/features/campaigns';

/** /campaigns */
export const Component = CampaignsScreen;
