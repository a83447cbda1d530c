export { VideoCard } from './VideoCard';
export type { VideoCardProps } from './VideoCard';
