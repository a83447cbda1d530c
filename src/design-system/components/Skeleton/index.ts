export { Skeleton, SKELETON_SHAPES } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
