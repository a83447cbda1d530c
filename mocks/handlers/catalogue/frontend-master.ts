/**
 * The props the backend's Blade shell renders on `<frontend_master>` (backend-api §1.6), exactly as it renders
 * them: `user` only when signed in, `wishlists`/`compare_list` as counts, `carts` only when non-empty,
 * `shop_follower` as `""` when empty, `categories`/`viewed_products`/`pages` always empty. The faithful flavour's
 * shell prints these; `GET /start-data` (friendly flavour only) answers the same shape with the lists filled.
 */
import type { DemoShopState, Session } from '../../state/types';
import { startData, viewedProducts } from './settings';
import { toCategoryTree } from '../../http/views';

export type FrontendMasterProps = Record<string, unknown>;

export function frontendMasterProps(
  state: DemoShopState,
  session: Session,
  request: Request,
  { filled }: { filled: boolean },
): FrontendMasterProps {
  const {
    flags: _flags,
    lang_keywords: _keywords,
    csrf_token: _token,
    trx_id: _trx,
    user,
    carts,
    shop_follower,
    ...rest
  } = startData(state, session, request);
  const { catalogue } = state;
  return {
    ...rest,
    ...(user ? { user } : {}),
    ...(carts.length > 0 || filled ? { carts } : {}),
    shop_follower: shop_follower.length > 0 || filled ? shop_follower : '',
    categories: filled ? toCategoryTree(state) : [],
    viewed_products: filled ? viewedProducts(state, session) : [],
    pages: filled ? catalogue.pages.map((p) => ({ id: p.id, title: p.title, link: p.slug })) : [],
  };
}
