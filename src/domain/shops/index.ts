// Shops as several screens need them: following one (shop-follow: the follow list lives in the start data, the
// toggle patches it), the shops a shopper follows (followed-shops), a shop's page and its coupons (shop-queries,
// shop-coupons) and the "All sellers" directory's list (seller-list). The shops endpoints are this word's alone.
export * from './shop-follow';
export * from './followed-shops';
export * from './shop-queries';
export * from './shop-coupons';
export * from './seller-list';
