export { ShopCard } from './ShopCard';
export type { ShopCardProps } from './ShopCard';
