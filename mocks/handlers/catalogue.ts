/**
 * The catalogue side of the demo shop (settings, home, catalogue, product, reviews, compare, wishlist: 37
 * operations). Split by area under handlers/catalogue/.
 */
import type { AnyHandler } from 'msw';
import { homeHandlers } from './catalogue/home';
import { listHandlers } from './catalogue/lists';
import { productHandlers } from './catalogue/product';
import { productListHandlers } from './catalogue/products';
import { reviewHandlers } from './catalogue/reviews';
import { settingsHandlers } from './catalogue/settings';

export const catalogueHandlers: AnyHandler[] = [
  ...settingsHandlers,
  ...homeHandlers,
  ...productListHandlers,
  ...productHandlers,
  ...reviewHandlers,
  ...listHandlers,
];
