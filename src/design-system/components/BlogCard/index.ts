export { BlogCard } from './BlogCard';
export type { BlogCardProps } from './BlogCard';
