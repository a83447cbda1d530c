export { WishlistLink } from './WishlistLink';
export { WishlistList } from './WishlistList';
