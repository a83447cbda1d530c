export { ProductDetailsScreen, type ProductDetailsScreenProps } from './ProductDetailsScreen';
export { ADDED_TO_CART_FLAG_MS } from '@/lib/storefront/added-to-cart-flag';
