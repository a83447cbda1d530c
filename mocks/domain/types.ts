/**
 * Domain types of the demo shop: plain objects with the backend's field names where natural (backend-api §4).
 * Money fields are major-unit numbers in the default currency (USD) with at most two decimals; the rules compute
 * in minor units (money.ts). Dates are ISO 8601 UTC strings.
 */

export type Id = number;
export type IsoDate = string;
export type Flag = 0 | 1;

/** User id of the in-house shop (admin): its products and coupons belong to no seller. */
export const ADMIN_USER_ID = 1;

export type DiscountType = 'flat' | 'percentage';

// ─── Catalogue ────────────────────────────────────────────────────────────────────────────────────────────────

export interface Category {
  id: Id;
  /** null for a root category. */
  parent_id: Id | null;
  /** 1 = root, 2 = child, 3 = grandchild. */
  level: 1 | 2 | 3;
  slug: string;
  title: string;
  /** Icon name (a UI icon key, not a URL). */
  icon: string;
  /** Category page banner (835×200). */
  banner: string;
  /** Home "popular"/"top" tile and category-page image. */
  image: string;
  ordering: number;
  is_popular: boolean;
  is_top: boolean;
  status: Flag;
}

export interface Brand {
  id: Id;
  slug: string;
  title: string;
  logo: string;
  is_popular: boolean;
  status: Flag;
}

export interface Color {
  id: Id;
  name: string;
  /** CSS hex colour. */
  code: string;
}

export interface Attribute {
  id: Id;
  title: string;
}

export interface AttributeValue {
  id: Id;
  attribute_id: Id;
  value: string;
}

export interface VatTax {
  id: Id;
  title: string;
  percentage: number;
}

export type ShopSectionKey =
  | 'banner'
  | 'featured_products'
  | 'new_arrival'
  | 'best_selling_products'
  | 'offer_ending_soon'
  | 'best_rated_products';

/** A seller profile ("shop"). `id` is the seller profile id, `user_id` the seller's user id (> 1). */
export interface Shop {
  id: Id;
  user_id: Id;
  slug: string;
  shop_name: string;
  shop_tagline: string;
  phone_no: string;
  address: string;
  logo: string;
  banner: string;
  /** null = not verified (coupons refused, products hidden). */
  verified_at: IsoDate | null;
  /** 1 = enabled. */
  status: Flag;
  is_user_banned: Flag;
  rating: number;
  rating_count: number;
  reviews_count: number;
  is_featured: boolean;
  is_express: boolean;
  is_best: boolean;
  total_sale: number;
  shop_page_contents: ShopSectionKey[];
  created_at: IsoDate;
}

/** One variant row (backend `product_stocks`). `variant_ids` is the variant key. */
export interface ProductStock {
  id: Id;
  product_id: Id;
  /** Colour id then attribute value ids, joined with "-" (e.g. "3-12-40"); attribute ids only without colour. */
  variant_ids: string;
  /** Human name, e.g. "Red-XL". */
  name: string;
  sku: string;
  current_stock: number;
  price: number;
  image: string;
}

export interface WholesalePrice {
  min_qty: number;
  max_qty: number;
  price: number;
}

export type ProductStatus = 'published' | 'unpublished';
export type ProductShippingType = 'flat_rate' | 'free_shipping';
export type StockVisibility = 'hide_stock' | 'visible_with_quantity' | 'visible_with_text';

export interface ContactInfo {
  contact_name: string;
  phone_no: string;
  email: string;
  address: string;
  others: string;
}

export interface Product {
  id: Id;
  slug: string;
  /** Owner user id: 1 = in-house, > 1 = a seller's user id. */
  user_id: Id;
  category_id: Id;
  brand_id: Id | null;
  product_name: string;
  short_description: string;
  /** HTML (server content: the app must sanitise it). */
  description: string;
  specification: string;
  tags: string[];
  price: number;
  special_discount: number;
  special_discount_type: DiscountType | '';
  special_discount_start: IsoDate | null;
  special_discount_end: IsoDate | null;
  /** Total stock (Σ variant stock for variant products). */
  current_stock: number;
  minimum_order_quantity: number;
  has_variant: boolean;
  /** Colour ids offered (variant products). */
  colors: Id[];
  /** Attribute values offered, per attribute (variant products). */
  attribute_sets: { attribute_id: Id; values: Id[] }[];
  stocks: ProductStock[];
  thumbnail: string;
  images: string[];
  description_images: string[];
  video_provider: 'youtube' | 'vimeo' | 'mp4' | '';
  video_link: string;
  todays_deal: boolean;
  is_featured: boolean;
  is_catalog: boolean;
  external_link: string;
  is_classified: boolean;
  contact_info: ContactInfo | null;
  is_digital: boolean;
  is_wholesale: boolean;
  wholesale_prices: WholesalePrice[];
  is_refundable: boolean;
  cash_on_delivery: boolean;
  shipping_type: ProductShippingType;
  shipping_fee: number;
  shipping_fee_depend_on_quantity: boolean;
  estimated_shipping_days: number;
  vat_taxes: VatTax[];
  /** Reward points earned per unit bought (add-on `reward`). */
  reward: number;
  rating: number;
  reviews_count: number;
  total_sale: number;
  stock_visibility: StockVisibility;
  status: ProductStatus;
  is_approved: boolean;
  created_at: IsoDate;
}

export interface ReviewReply {
  id: Id;
  review_id: Id;
  user_id: Id;
  reply: string;
  created_at: IsoDate;
}

export interface Review {
  id: Id;
  product_id: Id;
  user_id: Id;
  rating: number;
  title: string;
  comment: string;
  image: string | null;
  status: Flag;
  created_at: IsoDate;
  replies: ReviewReply[];
}

/** A person shown as review/comment author who cannot sign in (keeps the account table small). */
export interface Person {
  id: Id;
  first_name: string;
  last_name: string;
  image: string;
}

export interface Campaign {
  id: Id;
  slug: string;
  title: string;
  short_description: string;
  description: string;
  banner: string;
  thumbnail: string;
  start_date: IsoDate;
  end_date: IsoDate;
  flash_sale: boolean;
  is_featured: boolean;
  text_color: string;
  background_color: string;
  product_ids: Id[];
  status: Flag;
}

export interface BlogCategory {
  id: Id;
  slug: string;
  title: string;
}

export interface Blog {
  id: Id;
  slug: string;
  category_id: Id;
  user_id: Id;
  title: string;
  short_description: string;
  /** HTML. */
  long_description: string;
  thumbnail: string;
  banner: string;
  tags: string[];
  published_date: IsoDate;
  blog_views_count: number;
  status: Flag;
}

export interface BlogComment {
  id: Id;
  blog_id: Id;
  user_id: Id;
  /** null for a top-level comment; otherwise the comment replied to. */
  parent_id: Id | null;
  /** 0 = comment, 1 = reply, 2 = reply to a reply. */
  level: 0 | 1 | 2;
  comment: string;
  created_at: IsoDate;
}

export interface VideoShop {
  id: Id;
  slug: string;
  title: string;
  user_id: Id;
  thumbnail: string;
  style: 'style_1' | 'style_2' | 'style_3' | 'style_4';
  video_type: 'youtube' | 'mp4';
  /** Empty in the demo: no network. The UI shows the thumbnail. */
  video_url: string;
  is_live: boolean;
  product_ids: Id[];
  views: number;
}

export interface Page {
  id: Id;
  slug: string;
  title: string;
  link: string;
  /** HTML. */
  content: string;
}

export interface ContactPage {
  id: Id;
  title: string;
  address: string;
  email: string;
  optional_email: string;
  phone: string;
  optional_phone: string;
  working_hours: string;
  latitude: number;
  longitude: number;
}

export interface Language {
  id: Id;
  name: string;
  locale: string;
  flag: string;
  flag_image: string;
  text_direction: 'ltr' | 'rtl';
  status: Flag;
}

export interface Currency {
  id: Id;
  name: string;
  symbol: string;
  code: string;
  /** Units of this currency per 1 unit of the default currency. */
  exchange_rate: number;
  status: Flag;
}

export interface Country {
  id: Id;
  name: string;
  iso2: string;
  iso3: string;
  phonecode: string;
  currency: string;
  currency_symbol: string;
  latitude: number;
  longitude: number;
  status: Flag;
  flag_icon: string;
}

/** A country's state/province (backend `states`). */
export interface CountryState {
  id: Id;
  country_id: Id;
  name: string;
}

export interface City {
  id: Id;
  state_id: Id;
  country_id: Id;
  name: string;
  /** Area-based shipping cost to this city. */
  cost: number;
  latitude: number;
  longitude: number;
}

export interface PickupHub {
  id: Id;
  name: string;
  address: string;
  phone: string;
  status: Flag;
}

export interface OfflineMethod {
  id: Id;
  name: string;
  image: string;
  instructions: string;
}

export interface Slider {
  id: Id;
  link: string;
  image: string;
  title: string;
}

export interface SliderBanner {
  id: Id;
  link: string;
  image: string;
}

export interface Service {
  id: Id;
  title: string;
  sub_title: string;
  image: string;
}

export type AddOn = 'reward' | 'refund' | 'otp_system' | 'offline_payment' | 'video_shopping' | 'wholesale';

// ─── Coupons ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface Coupon {
  id: Id;
  /** Owner: 1 = site-wide, > 1 = that seller's user id. */
  user_id: Id;
  title: string;
  /** Matched case-sensitively and exactly. */
  code: string;
  /** `product_base` with a product list: per matching line; anything else: a cart/invoice coupon. */
  type: 'product_base' | 'invoice_base';
  discount_type: DiscountType;
  discount: number;
  /** Cart coupons: minimum subtotal of the coupon's scope; null = none. */
  minimum_shopping: number | null;
  /** Cart coupons: cap on the discount; null or 0 = no cap (see README: the backend's zero-discount quirk). */
  maximum_discount: number | null;
  product_ids: Id[];
  start_date: IsoDate;
  end_date: IsoDate;
  banner: string;
  status: Flag;
}

// ─── Commerce settings (the subset the rules read) ───────────────────────────────────────────────────────────

export type ShippingFeeType = 'flat_rate' | 'product_base' | 'area_base' | 'invoice_base';
export type VatAndTaxType = 'product_base' | 'order_base';
export type TaxType = 'before_tax' | 'after_tax';

export interface InvoiceShippingTier {
  min_amount: number;
  max_amount: number;
  fee: number;
}

export interface CommerceSettings {
  shipping_fee_type: ShippingFeeType;
  shipping_fee_flat_rate: number;
  shipping_fee_default_rate: number;
  invoice_based_shipping_fee: InvoiceShippingTier[];
  vat_and_tax_type: VatAndTaxType;
  tax_type: TaxType;
  order_wise_tax_percentage: number;
  coupon_system: Flag;
  wallet_system: Flag;
  pay_later_system: Flag;
  reward_convert_rate: number;
  order_prefix: string;
}

// ─── Accounts ─────────────────────────────────────────────────────────────────────────────────────────────────

export type UserType = 'admin' | 'seller' | 'customer' | 'walk_in';

export interface Socials {
  facebook: string;
  twitter: string;
  linkedin: string;
  instagram: string;
  pinterest: string;
  youtube: string;
}

export interface User {
  id: Id;
  user_type: UserType;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Non-cryptographic digest (see domain/passwords.ts): no plain password is stored or persisted. */
  password_digest: string;
  gender: 'male' | 'female' | 'other' | '';
  date_of_birth: string;
  status: Flag;
  is_user_banned: Flag;
  is_password_set: Flag;
  newsletter_enable: Flag;
  image: string;
  socials: Socials;
  /** Wallet balance in the default currency. */
  balance: number;
  /** trx id of this user's open cart, if any. */
  cart_trx_id: string | null;
  locale: string | null;
  currency_code: string | null;
  last_login: IsoDate | null;
  created_at: IsoDate;
}

export interface Address {
  id: Id;
  /** null for a guest's session address. */
  user_id: Id | null;
  name: string;
  email: string;
  phone_no: string;
  address: string;
  address_ids: { country_id: Id; state_id: Id; city_id: Id };
  country: string;
  state: string;
  city: string;
  latitude: number;
  longitude: number;
  postal_code: string;
  default_shipping: Flag;
  default_billing: Flag;
}

export interface Notification {
  id: Id;
  user_id: Id;
  title: string;
  details: string;
  url: string;
  /** 1 = seen. */
  status: Flag;
  created_at: IsoDate;
  /**
   * Demo only, never in an answer: how mocks/realtime broadcasts it (the user's private channel with its id, or the
   * spec's public channel as `{message, message_type}`). Absent = private, info.
   */
  live?: { channel: 'public' | 'private'; message_type: 'success' | 'error' | 'warning' | 'info' };
}

export type WalletSource = 'wallet_recharge' | 'order_payment' | 'order_refund' | 'reward_point_convert';

export interface WalletEntry {
  id: Id;
  user_id: Id;
  amount: number;
  source: WalletSource;
  type: 'income' | 'expense';
  payment_method: string;
  status: 'pending' | 'approved' | 'rejected';
  order_id: Id | null;
  offline_method_id: Id | null;
  recharge_date: IsoDate;
}

export interface RewardAccount {
  user_id: Id;
  rewards: number;
  last_converted: IsoDate | null;
}

export interface RewardDetail {
  id: Id;
  user_id: Id;
  order_id: Id;
  product_id: Id;
  product_qty: number;
  reward: number;
  created_at: IsoDate;
}

// ─── Cart, coupons applied, orders ───────────────────────────────────────────────────────────────────────────

export interface CartLine {
  id: Id;
  trx_id: string;
  /** null while the cart belongs to a guest session. */
  user_id: Id | null;
  product_id: Id;
  /** Seller user id (1 = in-house). */
  seller_id: Id;
  /** Variant key (ProductStock.variant_ids) or "" for a product without variants. */
  variant: string;
  variants_name: string;
  sku: string;
  /** Unit price (variant price or wholesale tier). */
  price: number;
  /** Unit special discount, fixed when the line was added. */
  discount: number;
  /** Unit tax (product-based tax only). */
  tax: number;
  quantity: number;
  /** Line shipping (product-based shipping only; already × quantity when the fee depends on quantity). */
  shipping_cost: number;
  min_quantity: number;
  is_digital_product: Flag;
  created_at: IsoDate;
}

/** A coupon applied to a cart (backend `checkouts` row). */
export interface AppliedCoupon {
  id: Id;
  trx_id: string;
  user_id: Id;
  coupon_id: Id;
  /** Coupon owner user id (1 = site-wide). */
  seller_id: Id;
  code: string;
  title: string;
  discount_type: DiscountType;
  /** The coupon's nominal value (amount or percent). */
  coupon_discount: number;
  /** Discount it gave when applied; live totals re-evaluate it against the current cart. */
  discount: number;
  status: Flag;
  created_at: IsoDate;
}

export type DeliveryStatus = 'pending' | 'confirm' | 'picked_up' | 'on_the_way' | 'delivered' | 'canceled';
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded_to_wallet';

export const GATEWAY_PAYMENT_TYPES = [
  'paypal',
  'stripe',
  'ssl_commerze',
  'paytm',
  'razor_pay',
  'jazz_cash',
  'mollie',
  'paystack',
  'flutter_wave',
  'mercadopago',
  'mid_trans',
  'telr',
  'google_pay',
  'bkash',
  'nagad',
  'amarpay',
  'skrill',
  'iyzico',
  'kkiapay',
] as const;
export type GatewayPaymentType = (typeof GATEWAY_PAYMENT_TYPES)[number];
export type PaymentType = 'cash_on_delivery' | 'pay_later' | 'offline_method' | 'wallet' | GatewayPaymentType;

export interface OrderLineShipping {
  type: ShippingFeeType;
  depend_on_quantity: boolean;
  per_cost: number;
  total_cost: number;
}

export interface OrderDetail {
  id: Id;
  order_id: Id;
  product_id: Id;
  product_name: string;
  /** Variant name, e.g. "Red-XL" ("" without variants). */
  variation: string;
  /** Variant key (ProductStock.variant_ids), "" without variants. */
  variant_ids: string;
  sku: string;
  /** Unit price. */
  price: number;
  /** Line tax (unit tax × quantity). */
  tax: number;
  /** Line special discount (unit discount × quantity). */
  discount: number;
  quantity: number;
  shipping_cost: OrderLineShipping;
  coupon_discount: { code: string; discount: number };
  is_refundable: boolean;
  is_digital: boolean;
  refund: null;
}

export interface Order {
  id: Id;
  seller_id: Id;
  user_id: Id;
  /** "<order_prefix>-<10 digits>", e.g. "YR-4827100000". */
  code: string;
  trx_id: string;
  date: IsoDate;
  delivery_status: DeliveryStatus;
  payment_type: PaymentType | '';
  payment_status: PaymentStatus;
  payment_details: Record<string, string | number | boolean> | null;
  sub_total: number;
  discount: number;
  coupon_discount: number;
  total_tax: number;
  total_amount: number;
  shipping_cost: number;
  total_payable: number;
  shipping_address: Address | null;
  billing_address: Address | null;
  pickup_hub_id: Id | null;
  shipping_method: ShippingFeeType;
  is_coupon_system_active: Flag;
  tax_method: { vat_tax_type: VatAndTaxType; tax_type: TaxType };
  /** 0 = awaiting payment (confirmed), 1 = placed. */
  status: 0 | 1;
  is_mailed: Flag;
  is_deleted: Flag;
  is_cancelled: Flag;
  cancel_request: Flag;
  offline_method_id: Id | null;
  offline_method_file: string | null;
  /** Reward points credited for this order (reversed on cancellation). */
  rewards_earned: number;
  delivered_at: IsoDate | null;
  created_at: IsoDate;
  updated_at: IsoDate;
  order_details: OrderDetail[];
}

/** A stock movement produced by completing or cancelling orders. */
export interface StockChange {
  product_id: Id;
  /** Variant key, "" for a product without variants. */
  variant: string;
  delta: number;
}
