/**
 * Read helpers over the state: catalogue indexes (built once per catalogue), current stock (catalogue + the demo's
 * stock movements), id counters, seeded tokens, and merged reviews/comments (catalogue + what shoppers wrote).
 */
import type { Catalogue } from '../data/catalogue';
import type { StockLevels } from '../domain/cart';
import { createRandom, randomString } from '../domain/random';
import type { BlogComment, Id, Product, Review, Shop, StockChange, User } from '../domain/types';
import type { CounterName, DemoShopState, MutableShopState } from './types';

export interface CatalogueIndex {
  products: Map<Id, Product>;
  productsBySlug: Map<string, Product>;
  shopsByUserId: Map<Id, Shop>;
  reviewsByProduct: Map<Id, Review[]>;
}

const indexes = new WeakMap<Catalogue, CatalogueIndex>();

export function catalogueIndex(catalogue: Catalogue): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const reviewsByProduct = new Map<Id, Review[]>();
    for (const review of catalogue.reviews) {
      reviewsByProduct.set(review.product_id, [...(reviewsByProduct.get(review.product_id) ?? []), review]);
    }
    index = {
      products: new Map(catalogue.products.map((p) => [p.id, p])),
      productsBySlug: new Map(catalogue.products.map((p) => [p.slug, p])),
      shopsByUserId: new Map(catalogue.shops.map((s) => [s.user_id, s])),
      reviewsByProduct,
    };
    indexes.set(catalogue, index);
  }
  return index;
}

export function findProduct(state: DemoShopState, id: Id): Product | undefined {
  return catalogueIndex(state.catalogue).products.get(id);
}

// ─── Stock ────────────────────────────────────────────────────────────────────────────────────────────────────

const variantKey = (productId: Id, variant: string) => `${productId}|${variant}`;

export function productStock(state: MutableShopState, product: Product): number {
  return state.stock.products[product.id] ?? product.current_stock;
}

export function variantStock(state: MutableShopState, product: Product, variant: string): number {
  const row = product.stocks.find((s) => s.variant_ids === variant);
  if (!row) return 0;
  return state.stock.variants[variantKey(product.id, variant)] ?? row.current_stock;
}

export function stockLevels(state: MutableShopState, product: Product, variant: string): StockLevels {
  return {
    product: productStock(state, product),
    variant: product.has_variant ? variantStock(state, product, variant) : null,
  };
}

export function stockLookup(state: DemoShopState) {
  return (productId: Id, variant: string): StockLevels => {
    const product = findProduct(state, productId);
    return product ? stockLevels(state, product, variant) : { product: 0, variant: 0 };
  };
}

/** Apply stock movements to the product total and, for variant products, to the variant. */
export function applyStockChanges(state: DemoShopState, changes: readonly StockChange[]): void {
  for (const change of changes) {
    const product = findProduct(state, change.product_id);
    if (!product || product.is_digital) continue;
    state.stock.products[product.id] = Math.max(0, productStock(state, product) + change.delta);
    if (product.has_variant && change.variant) {
      state.stock.variants[variantKey(product.id, change.variant)] = Math.max(
        0,
        variantStock(state, product, change.variant) + change.delta,
      );
    }
  }
}

// ─── Ids and tokens ───────────────────────────────────────────────────────────────────────────────────────────

export function nextId(state: MutableShopState, counter: CounterName, count = 1): Id {
  const id = state.counters[counter];
  state.counters[counter] = id + count;
  return id;
}

/** A seeded random token; the generator's state advances and is persisted, so tokens never repeat. */
export function randomToken(state: MutableShopState, length: number): string {
  const random = createRandom(state.rng);
  const token = randomString(random, length);
  state.rng = random.state;
  return token;
}

/** A trx id for a cart (same shape for guests and users). */
export function newTrxId(state: MutableShopState): string {
  return randomToken(state, 20);
}

// ─── People and content ───────────────────────────────────────────────────────────────────────────────────────

export function findUser(state: MutableShopState, id: Id | null): User | undefined {
  return id === null ? undefined : state.users.find((u) => u.id === id);
}

/** Name and avatar of anyone who can author a review or comment (accounts or seeded people). */
export function authorOf(
  state: DemoShopState,
  id: Id,
): { id: Id; first_name: string; last_name: string; image: string } | undefined {
  return findUser(state, id) ?? state.catalogue.people.find((p) => p.id === id);
}

/** A product's reviews: the catalogue's, with edits and new ones from the demo, newest first. */
export function reviewsOf(state: DemoShopState, productId: Id): Review[] {
  const own = state.reviews.filter((r) => r.product_id === productId);
  const seeded = (catalogueIndex(state.catalogue).reviewsByProduct.get(productId) ?? []).filter(
    (r) => !own.some((o) => o.id === r.id),
  );
  return [...seeded, ...own].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function ratingOf(state: DemoShopState, productId: Id): { rating: number; reviews_count: number } {
  const reviews = reviewsOf(state, productId).filter((r) => r.status === 1);
  if (reviews.length === 0) return { rating: 0, reviews_count: 0 };
  const average = reviews.reduce((t, r) => t + r.rating, 0) / reviews.length;
  return { rating: Math.round(average * 10) / 10, reviews_count: reviews.length };
}

export function blogCommentsOf(state: DemoShopState, blogId: Id): BlogComment[] {
  return [...state.catalogue.blogComments, ...state.blogComments].filter((c) => c.blog_id === blogId);
}
