/**
 * The props the backend's Blade shell renders on `<frontend_master>` (backend-api §1.6), exactly as it renders
 * them: `user` only when signed in, `wishlists`/`compare_list` as counts, `carts` only when non-empty,
 * `shop_follower` as `""` when empty, `categories`/`viewed_products`/`pages` always empty. The faithful flavour's
 * shell prints these; friendly `GET /start-data` answers `startData()` (the same shape, lists filled).
 */
import type { DemoShopState, Session } from '../../state/types';
import { startData } from './settings';

export type FrontendMasterProps = Record<string, unknown>;

export function frontendMasterProps(
  state: DemoShopState,
  session: Session,
  request: Request,
): FrontendMasterProps {
  const { user, carts, shop_follower, ...rest } = startData(state, session, request);
  return {
    ...rest,
    ...(user ? { user } : {}),
    ...(carts && carts.length > 0 ? { carts } : {}),
    shop_follower: Array.isArray(shop_follower) && shop_follower.length > 0 ? shop_follower : '',
    categories: [],
    viewed_products: [],
    pages: [],
  };
}
