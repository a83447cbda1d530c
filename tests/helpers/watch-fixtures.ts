// Watched products as a story or test finds them in this browser (src/domain/watches): seeded into localStorage
// before the story renders, removed after it.
import { WATCHES_STORAGE_KEY, type Watch, type WatchNotice, type WatchState } from '@/domain/watch-list';

/** What `addWatch` takes for product `productId` (a watch before it is stored). */
export const watchInput = (productId: number, price = 100, stock = 5) => ({
  productId,
  slug: `product-${productId}`,
  name: `Product ${productId}`,
  variant: null,
  variantName: null,
  price,
  stock,
});

export const watchFixture = (overrides: Partial<Watch> = {}): Watch => ({
  productId: 101,
  slug: 'trail-backpack',
  name: 'Trail Backpack',
  variant: null,
  variantName: null,
  reason: 'saved',
  price: 65,
  stock: 20,
  livePrice: null,
  liveStock: null,
  savedAt: 1_795_000_000_000,
  // Checked just now: a story never waits for the re-check.
  checkedAt: Date.now(),
  ...overrides,
});

export const noticeFixture = (overrides: Partial<WatchNotice> = {}): WatchNotice => ({
  id: 'drop:101::5200',
  kind: 'drop',
  productId: 101,
  slug: 'trail-backpack',
  name: 'Trail Backpack',
  variantName: null,
  amount: 13,
  at: 1_795_000_000_000,
  seen: false,
  ...overrides,
});

/** A story's `beforeEach`: the owner's watches in storage while it runs. */
export const seedWatches =
  (owner: string, state: Partial<Omit<WatchState, 'owner'>> = {}) =>
  () => {
    const seeded: WatchState = { owner, watches: [], notices: [], announced: [], ...state };
    seeded.announced = [...seeded.announced, ...seeded.notices.map((notice) => notice.id)];
    localStorage.setItem(WATCHES_STORAGE_KEY, JSON.stringify(seeded));
    return () => localStorage.removeItem(WATCHES_STORAGE_KEY);
  };
