/**
 * The demo shop's state: a reference to the (immutable, frozen) catalogue plus everything shoppers change.
 * Only the mutable part is persisted (state/persistence.ts).
 */
import type { Catalogue } from '../data/catalogue';
import type {
  Address,
  AppliedCoupon,
  BlogComment,
  CartLine,
  Id,
  IsoDate,
  Notification,
  Order,
  Review,
  RewardAccount,
  RewardDetail,
  User,
  WalletEntry,
} from '../domain/types';
import type { VendorPayment } from '../domain/vendor-payments';

/**
 * One shopper's session. In the browser there is one shopper, so the store's `currentSessionId` is the session
 * (handlers need no cookie); tests may hold several sessions and switch between them.
 */
export interface Session {
  id: string;
  user_id: Id | null;
  /** The guest's random id; doubles as the guest cart's trx id (backend `walk_in_id`). */
  walk_in_id: string;
  csrf_token: string;
  locale: string;
  currency_code: string;
  /** Guest compare list (signed-in users keep theirs in `compare`). */
  compare: Id[];
  /** Guest addresses (session-stored, like the backend). */
  addresses: Address[];
  /** Recently viewed product ids, newest first. */
  viewed: Id[];
  created_at: IsoDate;
}

export interface WishlistRow {
  id: Id;
  user_id: Id;
  product_id: Id;
  created_at: IsoDate;
}

export interface FollowerRow {
  id: Id;
  user_id: Id;
  seller_profile_id: Id;
  created_at: IsoDate;
}

export interface Like {
  /** Review id or blog comment id. */
  target_id: Id;
  user_id: Id;
}

export interface Subscriber {
  id: Id;
  email: string;
  created_at: IsoDate;
}

export interface ContactMessage {
  id: Id;
  name: string;
  email: string;
  subject: string;
  message: string;
  seller_id: Id | null;
  created_at: IsoDate;
}

export interface IdempotentResponse {
  at: number;
  /** Whatever the handler answered the first time (JSON-serialisable). */
  response: unknown;
}

export type CounterName =
  | 'cart_line'
  | 'applied_coupon'
  | 'order'
  | 'order_detail'
  | 'order_code'
  | 'address'
  | 'notification'
  | 'wallet'
  | 'reward_detail'
  | 'review'
  | 'review_reply'
  | 'blog_comment'
  | 'user'
  | 'wishlist'
  | 'follower'
  | 'subscriber'
  | 'contact_message';

/** An order on the demo's live schedule (state/live-orders.ts). */
export interface LiveOrder {
  order_id: Id;
  user_id: Id;
  /** Epoch ms when it was placed, and the length of one step at the speed it was placed at. */
  placed_at: number;
  step_ms: number;
  /** Index in LIVE_STAGES reached so far. */
  stage: number;
}

export interface MutableShopState {
  version: 1;
  /** State of the seeded random generator (trx ids, tokens). */
  rng: number;
  /** Next id per entity. */
  counters: Record<CounterName, number>;
  currentSessionId: string;
  sessions: Record<string, Session>;
  users: User[];
  /** Cart lines by trx id. */
  carts: Record<string, CartLine[]>;
  appliedCoupons: AppliedCoupon[];
  /** Signed-in users' compare lists, by user id. */
  compare: Record<string, Id[]>;
  wishlists: WishlistRow[];
  followers: FollowerRow[];
  /** Signed-in users' addresses (guests' are in their session). */
  addresses: Address[];
  orders: Order[];
  notifications: Notification[];
  /** Orders whose status the demo advances over time (absent in states saved before it existed). */
  liveOrders?: LiveOrder[];
  /** This store's own real-time speed (a demo server session's `?realtime-speed=`); absent = the process's. */
  realtimeSpeed?: number;
  wallet: WalletEntry[];
  rewards: RewardAccount[];
  rewardDetails: RewardDetail[];
  /** Reviews written or edited in the demo; same id as a catalogue review = an edit of it. */
  reviews: Review[];
  reviewLikes: Like[];
  /** Blog comments and replies written in the demo (added to the catalogue's). */
  blogComments: BlogComment[];
  blogCommentLikes: Like[];
  /** Extra blog views counted in the demo, by blog id. */
  blogViews: Record<string, number>;
  /** Site-wide recently viewed product ids, newest first. */
  viewedProducts: Id[];
  subscribers: Subscriber[];
  contactMessages: ContactMessage[];
  /** Stock after demo purchases/cancellations: absolute values overriding the catalogue. */
  stock: { products: Record<string, number>; variants: Record<string, number> };
  /**
   * The simulated payment vendors' records (state/vendor-payments.ts): the payments their stand-ins took, by
   * reference; created on first use (absent in the seeded state and in older saved data).
   */
  vendors?: { serial: number; payments: VendorPayment[] };
  /** Responses remembered per Idempotency-Key (R8/R9), oldest dropped beyond a limit. */
  idempotency: Record<string, IdempotentResponse>;
  /**
   * Registration extras (state/auth.ts), created on first use: absent in the seeded state and in older saved data.
   * Nothing secret: OTPs and reset codes live only in memory.
   */
  auth?: AuthRecords;
}

/** A seller sign-up waiting for activation and the admin's verification (`POST /seller-register`). */
export interface SellerApplication {
  /** Seller profile id (continues after the seeded shops). */
  id: Id;
  user_id: Id;
  shop_name: string;
  slug: string;
  address: string;
  phone_no: string;
  license_no: string;
  /** Always null in the demo: no admin verifies it. */
  verified_at: IsoDate | null;
  shop_page_contents: ('new_arrival' | 'best_selling_products' | 'best_rated_products')[];
  created_at: IsoDate;
}

export interface AuthRecords {
  /** Firebase uid → user id (social sign-in). */
  social: Record<string, Id>;
  sellerApplications: SellerApplication[];
}

export interface DemoShopState extends MutableShopState {
  readonly catalogue: Catalogue;
}
