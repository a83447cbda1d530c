// A deterministic start-data fixture for screens, tests and stories: the generated faker mock (seeded) with every
// value a screen reads replaced by something a real shop would send.
import { faker } from '@faker-js/faker';
import { getGetStartDataResponseMock } from '@/api-generated/endpoints/start/start.msw';
import { StartData, type GetStartDataResponse } from '@/api-generated/model';
import { normaliseStartProps, type StartState } from '@/lib/start-data';

type StartDataInput = GetStartDataResponse;
export type StartDataOverrides = Partial<Omit<StartDataInput, 'settings_data'>> & {
  lang_keywords?: Record<string, string>;
  settings_data?: Partial<StartDataInput['settings_data']>;
};

const language = {
  id: 1,
  name: 'English',
  locale: 'en',
  flag: null,
  text_direction: 'ltr' as const,
  status: 1 as const,
  flag_image: '/images/flags/en.svg',
  created_at: null,
  updated_at: null,
};

const dollar = {
  id: 1,
  name: 'US Dollar',
  symbol: '$',
  code: 'USD',
  exchange_rate: 1,
  status: 1 as const,
  created_at: null,
  updated_at: null,
};

export const signedInUser = {
  id: 7,
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  email: 'jane@example.com',
  phone: null,
  user_type: 'customer',
  gender: null,
  date_of_birth: null,
  status: 1,
  is_password_set: 1 as const,
  socials: null,
  balance: 0,
  profile_image: '/images/users/7.webp',
  user_profile_image: null,
  shipping_address: null,
  billing_address: null,
  pickup_hub_id: null,
  last_login: null,
};

/** Start data of a guest in an English, US-dollar shop with fixed sliders, banners and services. */
export function startDataFixture(overrides: StartDataOverrides = {}): StartState {
  faker.seed(20261121);
  const mock = getGetStartDataResponseMock();
  const { settings_data: settingsOverrides, lang_keywords = {}, ...rest } = overrides;
  const input: StartDataInput = {
    ...mock,
    languages: [language],
    currencies: [dollar],
    user: null,
    active_language: language,
    active_currency: dollar,
    default_currency: dollar,
    wishlists: 0,
    compare_list: 0,
    carts: [],
    categories: [],
    viewed_products: [],
    pages: [],
    add_ons: [],
    shop_follower: [],
    sliders: [
      { id: 1, link: '/offer/products', slider_bg_image: '/images/sliders/1.webp' },
      { id: 2, link: 'https://brand.example/summer', slider_bg_image: '/images/sliders/2.webp' },
    ],
    banners: [
      { id: 1, link: '/best-selling/products', image: '/images/banners/1.webp' },
      { id: 2, link: null, image: '/images/banners/2.webp' },
    ],
    services: [
      { id: 1, title: 'Free shipping', sub_tile: 'On orders over $50', service_image: null },
      { id: 2, title: 'Easy returns', sub_tile: '30 days to change your mind', service_image: null },
    ],
    home_components: [],
    ...rest,
    settings_data: {
      ...mock.settings_data,
      system_name: 'Marketfront',
      no_of_decimals: 2,
      decimal_separator: '.',
      currency_symbol_format: 'symbol_amount',
      show_service_info_section: 1,
      demo_mode: 0,
      pushar_activated: 0,
      site_popup_status: 0,
      color: 1,
      seller_system: 1,
      // Options that change what a screen shows are off unless a test or story turns them on: never left to faker.
      seller_agreement: null,
      customer_agreement: null,
      privacy_agreement: null,
      refund_policy_agreement: null,
      gdpr_enable: 0,
      is_google_login_activated: 0,
      is_facebook_login_activated: 0,
      is_twitter_login_activated: 0,
      is_recaptcha_activated: 0,
      order_prefix: 'YR',
      recent_viewed: 0,
      subscription_section: 0,
      article_section: 0,
      article: null,
      // The header's and footer's owner settings: none set (our quick links, an empty footer) unless a test sets them.
      header_menu: [],
      footer_menu: [],
      useful_links: [],
      footer_contact_phone: null,
      footer_contact_email: null,
      footer_contact_address: null,
      copyright: null,
      about_description: null,
      play_store_link: null,
      apple_store_link: null,
      facebook_link: null,
      twitter_link: null,
      linkedin_link: null,
      instagram_link: null,
      youtube_link: null,
      show_social_links: 1,
      ...settingsOverrides,
    } as StartDataInput['settings_data'],
  };
  return { ...normaliseStartProps(StartData.parse(input)), lang_keywords };
}

/**
 * A shop owner's header menu (settings `header_menu`): links, an entry with children (one of them an absolute address
 * on the shop's own origin), words of the owner's own and a hostile address that must give no link.
 */
export const ownersHeaderMenu = [
  { label: 'Home', url: '/' },
  {
    label: 'Shop',
    url: '#',
    children: [
      { label: 'Daily Deals', url: '/daily-deals' },
      { label: 'Flash Sale', url: '/flash-sale' },
      { label: 'Campaigns', url: `${window.location.origin}/campaigns` },
    ],
  },
  { label: 'Sellers', url: '/sellers' },
  { label: 'Nos marques', url: '/brands' },
  { label: 'Evil', url: 'javascript:alert(document.cookie)' },
];
