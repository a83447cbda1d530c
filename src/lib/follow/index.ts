// Following a shop: the follow list lives in the start data; the toggle patches it.
// The folder's public face: code outside src/lib imports from '@/lib/follow' only.
export * from './shop-follow';
