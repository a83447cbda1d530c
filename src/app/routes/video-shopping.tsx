import { VideoShopsScreen } from '@/features/video-shopping';

/** /video-shopping */
export const Component = VideoShopsScreen;
