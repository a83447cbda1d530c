// A shop's own page: header, follow, configured sections, products and coupons.
export { ShopScreen, SHOP_TAB_PARAM, type ShopScreenProps } from './ShopScreen';
