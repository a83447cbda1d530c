/**
 * The settings object (storefront-spec §3, backend-api §4.12) plus languages, currencies, add-ons, pickup hubs and
 * offline payment methods. Commerce rules read the `CommerceSettings` subset; the rest is what the SPA reads.
 * No secrets: keys for payment gateways are obviously fake and `stripe_secret` is deliberately absent.
 */
import type { AddOn, CommerceSettings, Currency, Language, OfflineMethod, PickupHub } from '../domain/types';
import { PAGE_SLUGS } from './content';
import { imageSizes, placeholderImage } from './images';

export const LANGUAGES: readonly Language[] = [
  {
    id: 1,
    name: 'English',
    locale: 'en',
    flag: 'us',
    flag_image: placeholderImage('EN', { width: 32, height: 24, hue: 220, kind: 'flag' }),
    text_direction: 'ltr',
    status: 1,
  },
  {
    id: 2,
    name: 'العربية',
    locale: 'ar',
    flag: 'sa',
    flag_image: placeholderImage('AR', { width: 32, height: 24, hue: 140, kind: 'flag' }),
    text_direction: 'rtl',
    status: 1,
  },
  {
    id: 3,
    name: 'Français',
    locale: 'fr',
    flag: 'fr',
    flag_image: placeholderImage('FR', { width: 32, height: 24, hue: 250, kind: 'flag' }),
    text_direction: 'ltr',
    status: 1,
  },
];

export const CURRENCIES: readonly Currency[] = [
  { id: 1, name: 'US Dollar', symbol: '$', code: 'USD', exchange_rate: 1, status: 1 },
  { id: 2, name: 'Euro', symbol: '€', code: 'EUR', exchange_rate: 0.92, status: 1 },
  { id: 3, name: 'Bangladeshi Taka', symbol: '৳', code: 'BDT', exchange_rate: 117.5, status: 1 },
];

/** The demo's "exchange-rate service": the rates a live-priced shop (`live_api_currency` on) refreshes to. */
export const LIVE_MARKET_RATES: Readonly<Record<string, number>> = { EUR: 0.95, BDT: 121.25 };

export const ADD_ONS: readonly AddOn[] = [
  'reward',
  'refund',
  'offline_payment',
  'video_shopping',
  'wholesale',
  // Phone sign-in and phone registration; the demo's "SMS" goes to its outbox (state/auth.ts).
  'otp_system',
];

export const PICKUP_HUBS: readonly PickupHub[] = [
  {
    id: 1,
    name: 'Dhaka Central Hub',
    address: '45 Kemal Ataturk Avenue, Banani, Dhaka',
    phone: '+880 1700 000101',
    status: 1,
  },
  {
    id: 2,
    name: 'Chattogram Hub',
    address: '8 Agrabad Access Road, Chattogram',
    phone: '+880 1700 000102',
    status: 1,
  },
  {
    id: 3,
    name: 'New York Pickup Point',
    address: '350 5th Avenue, New York, NY',
    phone: '+1 555 0102',
    status: 1,
  },
];

export const OFFLINE_METHODS: readonly OfflineMethod[] = [
  {
    id: 1,
    name: 'Bank Transfer',
    image: placeholderImage('Bank', { width: 120, height: 60 }),
    instructions:
      '<p>Transfer the total to account <strong>0000 1111 2222</strong> (Demo Bank) and upload the receipt.</p>',
  },
  {
    id: 2,
    name: 'Mobile Money',
    image: placeholderImage('Mobile', { width: 120, height: 60 }),
    instructions: '<p>Send the total to <strong>+880 1700 000000</strong> and upload a screenshot.</p>',
  },
];

type MenuRow = [label: string, url: string, children?: [label: string, url: string][]];
const menu = (entries: MenuRow[]) =>
  entries.map(([label, url, children]) =>
    children ? { label, url, children: children.map(([l, u]) => ({ label: l, url: u })) } : { label, url },
  );

export function buildSettings() {
  const commerce: CommerceSettings = {
    shipping_fee_type: 'flat_rate',
    shipping_fee_flat_rate: 5,
    shipping_fee_default_rate: 8,
    invoice_based_shipping_fee: [
      { min_amount: 0, max_amount: 49.99, fee: 6 },
      { min_amount: 50, max_amount: 99.99, fee: 4 },
      { min_amount: 100, max_amount: 100000, fee: 0 },
    ],
    vat_and_tax_type: 'product_base',
    tax_type: 'before_tax',
    order_wise_tax_percentage: 5,
    coupon_system: 1,
    wallet_system: 1,
    pay_later_system: 1,
    reward_convert_rate: 10,
    order_prefix: 'YR',
  };
  const banner = (label: string) => placeholderImage(label, { ...imageSizes.banner, tone: 'dark' });
  return {
    ...commerce,
    // Branding and images
    system_name: 'Marketfront',
    light_logo: placeholderImage('Marketfront', { width: 240, height: 60, hue: 220, kind: 'store' }),
    dark_logo: placeholderImage('Marketfront', {
      width: 240,
      height: 60,
      hue: 220,
      tone: 'dark',
      kind: 'store',
    }),
    footer_logo: placeholderImage('Marketfront', {
      width: 240,
      height: 60,
      hue: 220,
      tone: 'dark',
      kind: 'store',
    }),
    menu_background_color: '#1E3A8A',
    menu_text_color: '#FFFFFF',
    primary_color: '#2563EB',
    header_theme: 'header_theme1',
    full_width_menu_background: 1,
    top_bar_banner: '',
    login_banner: banner('Welcome back'),
    sign_up_banner: banner('Join Marketfront'),
    seller_sing_up_banner: banner('Sell on Marketfront'),
    forgot_password_banner: banner('Reset your password'),
    user_dashboard_banner: banner('Your account'),
    product_details_site_banner: banner('Free shipping over $100'),
    category_default_banner: banner('Shop by category'),
    payment_method_banner: placeholderImage('We accept', { width: 400, height: 40 }),
    visa_pay_banner: 1,
    master_card_pay_banner: 1,
    american_express_pay_banner: 1,
    paypal_payment_banner: 1,
    apple_pay_banner: 0,
    after_pay_banner: 0,
    amazon_pay_banner: 0,
    // Home toggles
    subscription_section: 1,
    article_section: 1,
    article:
      '<h2>Shop from independent sellers</h2><p>Marketfront brings hundreds of shops together. This is a demo: explore freely.</p>',
    recent_viewed: 1,
    category_Section: 1,
    show_service_info_section: 1,
    show_social_links: 1,
    // Header and footer
    header_menu: menu([
      ['Home', '/'],
      ['All Products', '/products'],
      [
        'Shop',
        '#',
        [
          ['Daily Deals', '/daily-deals'],
          ['Flash Sale', '/flash-sale'],
          ['Campaigns', '/campaigns'],
        ],
      ],
      ['Brands', '/brands'],
      ['Sellers', '/sellers'],
      ['Blogs', '/blogs'],
    ]),
    footer_menu: menu([
      ['About Us', `/page/${PAGE_SLUGS.about}`],
      ['Contact Us', '/contact'],
      ['Track Order', '/track-order'],
      ['All Sellers', '/sellers'],
    ]),
    useful_links: menu([
      ['Terms and Conditions', `/page/${PAGE_SLUGS.terms}`],
      ['Privacy Policy', `/page/${PAGE_SLUGS.privacy}`],
      ['Refund Policy', `/page/${PAGE_SLUGS.refund}`],
      ['Shipping Policy', `/page/${PAGE_SLUGS.shipping}`],
    ]),
    header_contact_phone: '+880 1700 000000',
    header_contact_email: 'support@marketfront.test',
    header_contact_number: '+880 1700 000000',
    language_switcher: 1,
    currency_switcher: 1,
    topbar_play_store_link: '',
    topbar_app_store_link: '',
    play_store_link: 'https://play.google.com/store/apps/details?id=test.marketfront.demo',
    apple_store_link: 'https://apps.apple.com/app/marketfront-demo/id0000000000',
    footer_contact_phone: '+880 1700 000000',
    footer_contact_email: 'support@marketfront.test',
    footer_contact_address: '12 Demo Street, Dhaka 1207, Bangladesh',
    copyright: '© Marketfront demo shop. All rights reserved.',
    about_description: 'Marketfront is a demo multi-vendor marketplace. Nothing here is for sale.',
    facebook_link: 'https://facebook.com/',
    twitter_link: 'https://twitter.com/',
    instagram_link: 'https://instagram.com/',
    youtube_link: 'https://youtube.com/',
    linkedin_link: '',
    // Locale and currency
    default_language: 'en',
    default_currency: 1,
    no_of_decimals: 2,
    decimal_separator: '.',
    currency_symbol_format: 'symbol_amount' as
      'amount_symbol' | 'symbol_amount' | 'amount__symbol' | 'symbol__amount',
    text_direction: 'ltr' as 'ltr' | 'rtl',
    default_country: 1,
    live_api_currency: 0,
    // Modules
    seller_system: 1,
    color: 1,
    pickup_point: 1,
    pushar_activated: 1,
    demo_mode: 1,
    current_version: '1.0.0',
    stock_out_product_hide: 0,
    // Commerce rules (beyond the subset above)
    shipping_cost: commerce.shipping_fee_type,
    refund_with_shipping_cost: 0,
    refund_request_time: 7,
    wholesale_price_variations_show: 1,
    refund_sticker: placeholderImage('Refundable', { width: 120, height: 120 }),
    refund_protection_title: 'Refund protection',
    refund_protection_sub_title: 'Get your money back to your wallet',
    // Agreements (CMS page slugs; empty = no checkbox)
    seller_agreement: PAGE_SLUGS.terms,
    customer_agreement: PAGE_SLUGS.terms,
    privacy_agreement: PAGE_SLUGS.privacy,
    refund_policy_agreement: PAGE_SLUGS.refund,
    gdpr: 'We use local storage to remember your demo cart. Nothing leaves your browser.',
    gdpr_enable: 1,
    // Popup
    popup_title: 'Get 10% off your first order',
    popup_description: 'Subscribe to our newsletter and receive the coupon WELCOME10 (demo).',
    popup_image: placeholderImage('Newsletter', { width: 400, height: 400 }),
    site_popup_status: 1,
    popup_show_in: 'home_page' as 'home_page' | 'all_page',
    // Login: the social buttons answer through the demo's simulated provider (sign-in/social-provider.ts);
    // reCAPTCHA stays off (`?scenario=recaptcha` turns it on with a local stand-in).
    is_google_login_activated: 1,
    is_facebook_login_activated: 1,
    is_twitter_login_activated: 1,
    is_recaptcha_activated: 0,
    recaptcha_Site_key: '',
    // Payments (gateways are simulated by the demo shop; keys are placeholders)
    is_paypal_activated: 1,
    is_stripe_activated: 1,
    is_sslcommerz_activated: 1,
    is_paytm_activated: 0,
    is_razorpay_activated: 0,
    is_jazz_cash_activated: 0,
    is_mollie_activated: 0,
    is_paystack_activated: 0,
    is_flutterwave_activated: 0,
    is_mercado_pago_activated: 0,
    is_mid_trans_activated: 0,
    is_telr_activated: 0,
    is_google_pay_activated: 0,
    is_bkash_activated: 1,
    is_nagad_activated: 0,
    is_amarpay_activated: 0,
    is_skrill_activated: 0,
    is_iyzico_activated: 0,
    is_kkiapay_activated: 0,
    paypal_key: 'demo-paypal-client-id',
    razor_key: '',
    stripe_key: 'pk_demo_marketfront',
    ssl_sandbox: 1,
    paystack_pk: '',
    ngn_exchange_rate: 1,
    flw_public_key: '',
    mid_trans_client_id: '',
    google_pay_merchant_name: '',
    google_pay_merchant_id: '',
    google_pay_gateway: '',
    google_pay_gateway_merchant_id: '',
    kkiapay_public_key: '',
    is_kkiapay_sandboxed: 1,
    // Map
    map_api_key: '',
    zoom_level: 12,
    latitude: 23.7808,
    longitude: 90.2792,
  };
}

export type Settings = ReturnType<typeof buildSettings>;
