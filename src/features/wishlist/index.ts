export { WishlistLink } from './WishlistLink';
