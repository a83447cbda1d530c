/**
 * The product page (backend-api §2.4, §4.2): details with variants, live stock, gallery, seller block, related
 * and sidebar products and a countdown for time-limited discounts; recording views; variant stock lookup.
 */
import { http } from 'msw';
import type { AnyHandler } from 'msw';
import type {
  Countdown,
  GetProductDetailsResponse,
  ProductDetails,
  ProductSeller,
  ProductStock as ProductStockView,
} from '@/api-generated/model';
import { DAY } from '../../domain/clock';
import { activeSpecialDiscount, cardPriceFields, discountedPrice, priceRange } from '../../domain/pricing';
import type { Product, ProductStock } from '../../domain/types';
import { fail, ok, readBody } from '../../http/respond';
import {
  categoryWithDescendants,
  formatDateTime,
  formatDay,
  shopProductCount,
  shopRating,
  toProductCard,
  translate,
  wishlistRowOf,
} from '../../http/views';
import { formatPriceLikeServer } from '../../state/format';
import { catalogueIndex, findProduct, productStock, ratingOf, variantStock } from '../../state/lookups';
import { recordView } from '../../state/preferences';
import { reviewByUser } from '../../state/reviews';
import type { DemoShopState, Session } from '../../state/types';
import { idOf, idsOf, requestContext, text } from './context';
import { listedProducts, sortProducts } from './listing';
import { toReview } from './reviews';
import { viewedProducts } from './settings';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const orNull = (value: string) => (value ? value : null);

export function toStockRow(
  state: DemoShopState,
  product: Product,
  row: ProductStock,
  at: number,
): ProductStockView {
  return {
    id: row.id,
    product_id: product.id,
    variant_ids: row.variant_ids,
    name: row.name,
    sku: row.sku,
    current_stock: variantStock(state, product, row.variant_ids),
    price: row.price,
    discount_percentage: activeSpecialDiscount(product, at) ? discountedPrice(product, row.price, at) : 0,
    image: row.image,
    stock_image: row.image,
    image_190x230: row.image,
  };
}

/** Time left until a running discount ends (null when none is running or it never ends). */
export function countdownTo(product: Product, at: number): Countdown | null {
  const end = activeSpecialDiscount(product, at)?.endsAt ?? null;
  if (end === null) return null;
  const seconds = Math.max(0, Math.floor((end - at) / 1000));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    mins: Math.floor((seconds % 3600) / 60),
    secs: seconds % 60,
  };
}

function sellerBlock(state: DemoShopState, product: Product): ProductSeller | null {
  if (product.user_id === 1) return null;
  const shop = catalogueIndex(state.catalogue).shopsByUserId.get(product.user_id);
  if (!shop) return null;
  const rating = shopRating(state, shop);
  return {
    id: shop.id,
    user_id: shop.user_id,
    slug: shop.slug,
    shop_name: shop.shop_name,
    logo: shop.logo,
    banner: shop.banner,
    image_82x82: shop.logo,
    image_297x203: shop.banner,
    rating: rating.rating,
    rating_count: rating.rating,
    total_reviews: rating.reviews_count,
    reviews_count: rating.reviews_count,
    total_products: shopProductCount(state, shop),
    join_date: formatDay(shop.created_at),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/** Orders of the last 30 days (placed, not cancelled) that contain the product. */
function monthlyOrders(state: DemoShopState, product: Product, at: number): number {
  return state.orders.filter(
    (o) =>
      o.status === 1 &&
      o.is_cancelled === 0 &&
      Date.parse(o.created_at) >= at - 30 * DAY &&
      o.order_details.some((d) => d.product_id === product.id),
  ).length;
}

/** Whether the product's seller also sells the best-selling product of its category. */
function sellsCategoryBestSeller(state: DemoShopState, product: Product): boolean {
  const best = listedProducts(state)
    .filter((p) => p.category_id === product.category_id)
    .reduce<Product | null>((top, p) => (!top || p.total_sale > top.total_sale ? p : top), null);
  return best !== null && best.total_sale > 0 && best.user_id === product.user_id;
}

/** Six listed products of the same category (then of the parent category, then the root) without the product. */
function relatedProducts(state: DemoShopState, product: Product): Product[] {
  const listed = listedProducts(state).filter((p) => p.id !== product.id);
  const out: Product[] = [];
  let category = state.catalogue.categories.find((c) => c.id === product.category_id);
  while (out.length < 6 && category) {
    const within = categoryWithDescendants(state, category.id);
    for (const p of sortProducts(
      state,
      listed.filter((x) => within.has(x.category_id)),
      'top_selling',
    )) {
      if (out.length >= 6) break;
      if (!out.includes(p)) out.push(p);
    }
    const parentId = category.parent_id;
    category = parentId === null ? undefined : state.catalogue.categories.find((c) => c.id === parentId);
  }
  return out;
}

/** Four listed products of the same seller (or of the shop itself for in-house products). */
function sidebarProducts(state: DemoShopState, product: Product): Product[] {
  return sortProducts(
    state,
    listedProducts(state).filter((p) => p.user_id === product.user_id && p.id !== product.id),
    'top_selling',
  ).slice(0, 4);
}

export function productDetails(
  state: DemoShopState,
  session: Session,
  product: Product,
  at: number,
): GetProductDetailsResponse {
  const { catalogue } = state;
  const category = catalogue.categories.find((c) => c.id === product.category_id) ?? null;
  const brand = catalogue.brands.find((b) => b.id === product.brand_id) ?? null;
  const { rating, reviews_count } = ratingOf(state, product.id);
  const stockRows = product.stocks.map((row) => toStockRow(state, product, row, at));
  const range = priceRange(product);
  const firstInStock = product.stocks.find((s) => variantStock(state, product, s.variant_ids) > 0);
  const attributeValues = product.attribute_sets.flatMap((set) =>
    set.values
      .map((id) => catalogue.attributeValues.find((v) => v.id === id))
      .filter((v) => v !== undefined)
      .map((v) => ({ id: v.id, attribute_id: v.attribute_id, value: v.value })),
  );
  const ownReview = reviewByUser(state, product.id, session.user_id);
  const wishlistRow = wishlistRowOf(state, session, product.id);
  const countdown = countdownTo(product, at);
  const seller = sellerBlock(state, product);
  const details: ProductDetails = {
    id: product.id,
    slug: product.slug,
    status: product.is_approved ? product.status : 'pending',
    product_name: product.product_name,
    short_description: product.short_description,
    language_product: {
      name: product.product_name,
      short_description: product.short_description,
      description: product.description,
      specification: product.specification,
      meta_title: product.product_name,
      meta_description: product.short_description,
    },
    meta_short_description: product.short_description,
    product_meta_title: product.product_name,
    product_meta_keywords: product.tags.join(','),
    product_meta_image: product.thumbnail,
    category_id: product.category_id,
    category_title: category?.title ?? null,
    category_slug: category?.slug ?? null,
    brand: brand ? { id: brand.id, slug: brand.slug, title: brand.title } : null,
    brand_slug: brand?.slug ?? null,
    brand_title: brand?.title ?? null,
    brand_image: brand?.logo ?? null,
    gallery: (() => {
      const images = unique([...product.images, ...product.stocks.map((s) => s.image), product.thumbnail]);
      return { large: images, small: images };
    })(),
    description_image: [...product.description_images],
    video_link: orNull(product.video_link),
    video_provider: orNull(product.video_provider),
    ...cardPriceFields(product, at),
    special_discount: product.special_discount,
    special_discount_type: product.special_discount_type,
    special_discount_start: product.special_discount_start
      ? formatDateTime(product.special_discount_start)
      : null,
    special_discount_end: product.special_discount_end ? formatDateTime(product.special_discount_end) : null,
    variation_price:
      range.min === range.max
        ? formatPriceLikeServer(state, session, range.min)
        : `${formatPriceLikeServer(state, session, range.min)} - ${formatPriceLikeServer(state, session, range.max)}`,
    product_stock: stockRows[0] ?? null,
    stock: stockRows,
    has_variant: flag(product.has_variant),
    minimum_order_quantity: product.minimum_order_quantity,
    current_stock: productStock(state, product),
    stock_visibility: product.stock_visibility,
    is_wholesale: flag(product.is_wholesale),
    wholesale_prices:
      catalogue.addOns.includes('wholesale') && product.is_wholesale && !product.has_variant
        ? product.wholesale_prices.map((t) => ({ ...t }))
        : [],
    is_digital: flag(product.is_digital),
    is_catalog: flag(product.is_catalog),
    external_link: orNull(product.external_link),
    is_classified: flag(product.is_classified),
    contact_info: product.contact_info ? { ...product.contact_info } : null,
    estimated_shipping_days: product.estimated_shipping_days,
    cash_on_delivery: flag(product.cash_on_delivery),
    is_refundable: flag(product.is_refundable),
    product_colors: product.colors
      .map((id) => catalogue.colors.find((c) => c.id === id))
      .filter((c) => c !== undefined)
      .map((c) => ({ id: c.id, name: c.name, code: c.code })),
    colors: [...product.colors],
    attribute_values: attributeValues,
    selected_variants_ids: firstInStock ? firstInStock.variant_ids.split('-').map(Number) : [],
    form: { id: product.id, quantity: product.minimum_order_quantity, attribute_values: [] },
    rating,
    reviews_count,
    reviews_avg_rating: reviews_count > 0 ? rating : null,
    monthly_orders_count: monthlyOrders(state, product, at),
    user_wishlist: wishlistRow
      ? { id: wishlistRow.id, product_id: wishlistRow.product_id, user_id: wishlistRow.user_id }
      : null,
    user_review: ownReview ? toReview(state, ownReview) : null,
    best_seller: flag(sellsCategoryBestSeller(state, product)),
    related_products: relatedProducts(state, product).map((p) =>
      toProductCard(state, session, p, { at, nonPaginated: true }),
    ),
    sidebar_products: sidebarProducts(state, product).map((p) =>
      toProductCard(state, session, p, { at, nonPaginated: true }),
    ),
  };
  if (countdown) details.countdown = countdown;
  if (seller) details.seller = seller;
  return {
    product: details,
    attributes: product.attribute_sets
      .map((set) => catalogue.attributes.find((a) => a.id === set.attribute_id))
      .filter((a) => a !== undefined)
      .map((a) => ({ id: a.id, title: a.title })),
  };
}

export const productHandlers: AnyHandler[] = [
  http.get('*/home/product-details/:slug', ({ params }) => {
    const { state, session, at } = requestContext();
    const product = catalogueIndex(state.catalogue).productsBySlug.get(text(params.slug));
    if (!product) return fail(translate(state, session, 'Product not found'));
    return ok(productDetails(state, session, product, at));
  }),

  http.post('*/home/product-view', async ({ request }) => {
    const body = await readBody(request);
    const { shop, session } = requestContext();
    const product = catalogueIndex(shop.catalogue).productsBySlug.get(text(body.product_slug).trim());
    if (!product || product.status !== 'published')
      return fail(translate(shop.state, session, 'Product not found'));
    shop.update((state) => recordView(state, session, product.id));
    return ok({ products: true, viewProduct: viewedProducts(shop.state, session) });
  }),

  http.post('*/find/products-variants', async ({ request }) => {
    const body = await readBody(request);
    const { state, session, at } = requestContext();
    const product = findProduct(state, idOf(body.product_id) ?? 0);
    if (!product) return fail(translate(state, session, 'Product not found'));
    const colour = idOf(body.color_id);
    const key = [...(colour !== null ? [colour] : []), ...idsOf(body.attribute_ids)].join('-');
    const row = product.stocks.find((s) => s.variant_ids === key);
    const images = row ? { images: { image_72x72: row.image, image_320x320: row.image } } : {};
    if (!row || variantStock(state, product, row.variant_ids) <= 0) {
      return ok({ product_stock: '', msg: translate(state, session, 'Stock Out'), ...images });
    }
    return ok({
      product_stock: toStockRow(state, product, row, at),
      msg: translate(state, session, 'Product Available of this Variant'),
      ...images,
    });
  }),
];
