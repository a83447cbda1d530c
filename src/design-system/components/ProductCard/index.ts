export { ProductCard, ADD_TO_CART_STATES } from './ProductCard';
export type { AddToCartState, ProductCardImage, ProductCardLabels, ProductCardProps } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export type { ProductCardSkeletonProps } from './ProductCardSkeleton';
