// What a watch learns from the live answers: the price and stock now, and from them the notices (a drop, a
// restock), each raised once. The live facts come from answers the storefront already reads — the product page,
// the wishlist and compare lists, and a re-check of the watched products with the same product-details request
// (no new endpoint): after the page has loaded and the browser is idle, at most RECHECK_CAP products a page load,
// each at most once a day (RECHECK_EVERY_MS), never-checked watches first. A watch saved during this page load waits
// for the next one: the shopper has just seen its price and stock, and a re-check that happened to start after the
// tap would stamp it checked and put the "next visit" a day away.
import { fetchProductDetails } from '@/domain/products';
import {
  dropOf,
  payablePrice,
  sameWatch,
  updateWatches,
  type Watch,
  type WatchNotice,
  type WatchState,
} from '@/domain/watch-list';

export const RECHECK_CAP = 8;
export const RECHECK_EVERY_MS = 24 * 60 * 60 * 1000;

export interface LiveFacts {
  productId: number;
  variant: string | null;
  /** Null when the answer says nothing of it (a variant the product no longer has keeps its last price). */
  price: number | null;
  stock: number | null;
}

interface DetailsLike {
  id: number;
  price: number;
  discount_percentage?: number | null;
  current_stock: number;
  stock?: readonly {
    variant_ids: string;
    price: number;
    discount_percentage?: number | null;
    current_stock: number;
  }[];
}

/** The facts a product-details answer gives for a watch (its variant's row, or the product). */
export function factsFromDetails(product: DetailsLike, watch: Pick<Watch, 'variant'>): LiveFacts {
  if (watch.variant === null)
    return {
      productId: product.id,
      variant: null,
      price: payablePrice(product),
      stock: product.current_stock,
    };
  const row = product.stock?.find((r) => r.variant_ids === watch.variant);
  return {
    productId: product.id,
    variant: watch.variant,
    price: row ? payablePrice(row) : null,
    stock: row ? row.current_stock : 0,
  };
}

const noticesOf = (watch: Watch, now: number): WatchNotice[] => {
  const base = {
    productId: watch.productId,
    slug: watch.slug,
    name: watch.name,
    variantName: watch.variantName,
    at: now,
    seen: false,
  };
  const key = `${watch.productId}:${watch.variant ?? ''}`;
  const notices: WatchNotice[] = [];
  const drop = dropOf(watch, watch.livePrice);
  if (drop !== null && watch.livePrice !== null)
    notices.push({
      ...base,
      id: `drop:${key}:${Math.round(watch.livePrice * 100)}`,
      kind: 'drop',
      amount: drop,
    });
  if (watch.reason === 'stock' && watch.stock <= 0 && (watch.liveStock ?? 0) > 0)
    notices.push({ ...base, id: `restock:${key}:${watch.savedAt}`, kind: 'restock', amount: null });
  return notices;
};

/**
 * Records what the answers said of the watched products and raises the notices not raised before. Returns the
 * new state and the notices raised now (for the toast).
 */
export function recordLive(
  owner: string,
  facts: readonly LiveFacts[],
  now = Date.now(),
): { state: WatchState; raised: WatchNotice[] } {
  let raised: WatchNotice[] = [];
  const state = updateWatches(owner, (current) => {
    const watches = current.watches.map((watch) => {
      const fact = facts.find((f) => sameWatch(f, watch));
      if (!fact) return watch;
      return {
        ...watch,
        livePrice: fact.price ?? watch.livePrice,
        liveStock: fact.stock ?? watch.liveStock,
        checkedAt: now,
      };
    });
    const announced = new Set(current.announced);
    raised = watches
      .filter((w) => facts.some((f) => sameWatch(f, w)))
      .flatMap((w) => noticesOf(w, now))
      .filter((n) => !announced.has(n.id));
    return {
      ...current,
      watches,
      notices: [...raised, ...current.notices],
      announced: [...current.announced, ...raised.map((n) => n.id)],
    };
  });
  return { state, raised };
}

/** When this page load began (the navigation's start in a browser, not when this module happened to load). */
let visitStartedAt = typeof performance === 'undefined' ? Date.now() : Math.floor(performance.timeOrigin);

/**
 * The watches due for a re-check now: saved before this visit began, never checked first, then the longest
 * unchecked; whole products.
 */
export function dueProducts(
  state: WatchState,
  now = Date.now(),
  visitStart = visitStartedAt,
): { productId: number; slug: string }[] {
  const due = state.watches
    .filter((w) => w.savedAt < visitStart)
    .filter((w) => w.checkedAt === null || now - w.checkedAt >= RECHECK_EVERY_MS)
    .sort((a, b) => (a.checkedAt ?? 0) - (b.checkedAt ?? 0));
  const products = new Map<number, string>();
  for (const watch of due) {
    if (products.size >= RECHECK_CAP) break;
    products.set(watch.productId, watch.slug);
  }
  return [...products].map(([productId, slug]) => ({ productId, slug }));
}

/** Owners already re-checked in this page load: once a visit. */
const checkedThisVisit = new Set<string>();

/** A new visit from now (tests): no owner re-checked yet, and what was saved until now (this millisecond too) is due. */
export const newVisit = () => {
  checkedThisVisit.clear();
  visitStartedAt = Date.now() + 1;
};

/**
 * Re-checks the due watches with the product-details request, one product after another (a failed or missing
 * product is skipped and tried again another day). Resolves with the notices raised.
 */
export async function recheckWatches(
  owner: string,
  read: () => WatchState,
  now = Date.now(),
): Promise<WatchNotice[]> {
  if (checkedThisVisit.has(owner)) return [];
  checkedThisVisit.add(owner);
  const state = read();
  const facts: LiveFacts[] = [];
  for (const { productId, slug } of dueProducts(state, now)) {
    try {
      const { product } = await fetchProductDetails(slug);
      for (const watch of state.watches.filter((w) => w.productId === productId))
        facts.push(factsFromDetails(product, watch));
    } catch {
      // offline, gone or refused: it stays due
    }
  }
  if (facts.length === 0) return [];
  return recordLive(owner, facts, now).raised;
}
