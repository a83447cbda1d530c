// Following a shop: the follow list lives in the start data; the toggle patches it.
export * from './shop-follow';
