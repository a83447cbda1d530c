/**
 * Seed accounts and their history: the in-house admin (id 1), one user per seller (ids 2–21), two customers and
 * the shared walk-in user that owns guest orders. The demo customer has addresses, a wallet, reward points,
 * notifications, a wishlist and followed shops.
 */
import type { Faker } from '@faker-js/faker';
import { DAY } from '../domain/clock';
import { passwordDigest } from '../domain/passwords';
import type {
  Address,
  City,
  Country,
  CountryState,
  Id,
  Notification,
  Product,
  RewardAccount,
  Shop,
  Socials,
  User,
  WalletEntry,
} from '../domain/types';
import { imageSizes, placeholderImage } from './images';
import type { SellerSeed } from './products';

export const DEMO_PASSWORD = 'secret123';
export const DEMO_CUSTOMER_EMAIL = 'customer@marketfront.test';
export const DEMO_CUSTOMER_ID = 22;
export const SECOND_CUSTOMER_ID = 23;
export const WALK_IN_USER_ID = 24;

const iso = (ms: number) => new Date(ms).toISOString();
const NO_SOCIALS: Socials = {
  facebook: '',
  twitter: '',
  linkedin: '',
  instagram: '',
  pinterest: '',
  youtube: '',
};

function user(
  partial: Partial<User> & Pick<User, 'id' | 'user_type' | 'first_name' | 'last_name' | 'email'>,
  created: string,
): User {
  return {
    phone: '',
    password_digest: passwordDigest(DEMO_PASSWORD),
    gender: '',
    date_of_birth: '',
    status: 1,
    is_user_banned: 0,
    is_password_set: 1,
    newsletter_enable: 0,
    image: placeholderImage(`${partial.first_name[0] ?? '?'}${partial.last_name[0] ?? ''}`, {
      ...imageSizes.avatar,
      kind: 'person',
    }),
    socials: NO_SOCIALS,
    balance: 0,
    cart_trx_id: null,
    locale: null,
    currency_code: null,
    last_login: null,
    created_at: created,
    ...partial,
  };
}

export interface AccountSeed {
  users: User[];
  addresses: Address[];
  notifications: Notification[];
  wallet: WalletEntry[];
  rewards: RewardAccount[];
  wishlists: { user_id: Id; product_id: Id; created_at: string }[];
  followers: { user_id: Id; seller_profile_id: Id; created_at: string }[];
}

export function generateAccounts(
  faker: Faker,
  epoch: number,
  sellers: SellerSeed[],
  shops: Shop[],
  products: Product[],
  locations: { countries: Country[]; states: CountryState[]; cities: City[] },
): AccountSeed {
  const created = iso(epoch - 400 * DAY);
  const users: User[] = [
    user(
      {
        id: 1,
        user_type: 'admin',
        first_name: 'Marketfront',
        last_name: 'Admin',
        email: 'admin@marketfront.test',
      },
      created,
    ),
    ...sellers.map((s, i) =>
      user(
        {
          id: s.shop.user_id,
          user_type: 'seller',
          first_name: s.first_name,
          last_name: s.last_name,
          email: `seller${i + 1}@marketfront.test`,
          phone: s.shop.phone_no,
        },
        s.shop.created_at,
      ),
    ),
    user(
      {
        id: DEMO_CUSTOMER_ID,
        user_type: 'customer',
        first_name: 'Demo',
        last_name: 'Customer',
        email: DEMO_CUSTOMER_EMAIL,
        phone: '+8801700000022',
        gender: 'female',
        date_of_birth: '1992-04-18',
        newsletter_enable: 1,
        balance: 250,
      },
      iso(epoch - 200 * DAY),
    ),
    user(
      {
        id: SECOND_CUSTOMER_ID,
        user_type: 'customer',
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane@marketfront.test',
        phone: '+15550100023',
        gender: 'female',
        date_of_birth: '1988-09-02',
        balance: 0,
      },
      iso(epoch - 90 * DAY),
    ),
    user(
      {
        id: WALK_IN_USER_ID,
        user_type: 'walk_in',
        first_name: 'Walk-In',
        last_name: 'Customer',
        email: 'walk-in@marketfront.test',
        password_digest: '',
        is_password_set: 0,
      },
      created,
    ),
  ];

  const cityAddress = (
    id: Id,
    userId: Id,
    cityName: string,
    street: string,
    postal: string,
    defaults: boolean,
  ): Address => {
    const city = locations.cities.find((c) => c.name === cityName)!;
    const state = locations.states.find((s) => s.id === city.state_id)!;
    const country = locations.countries.find((c) => c.id === city.country_id)!;
    return {
      id,
      user_id: userId,
      name: userId === DEMO_CUSTOMER_ID ? 'Demo Customer' : 'Jane Doe',
      email: userId === DEMO_CUSTOMER_ID ? DEMO_CUSTOMER_EMAIL : 'jane@marketfront.test',
      phone_no: userId === DEMO_CUSTOMER_ID ? '+8801700000022' : '+15550100023',
      address: street,
      address_ids: { country_id: country.id, state_id: state.id, city_id: city.id },
      country: country.name,
      state: state.name,
      city: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      postal_code: postal,
      default_shipping: defaults ? 1 : 0,
      default_billing: defaults ? 1 : 0,
    };
  };
  const addresses = [
    cityAddress(1, DEMO_CUSTOMER_ID, 'Dhaka', 'House 12, Road 5, Dhanmondi', '1205', true),
    cityAddress(2, DEMO_CUSTOMER_ID, 'New York City', '221 West 57th Street, Apt 4B', '10019', false),
    cityAddress(3, SECOND_CUSTOMER_ID, 'Austin', '1100 Congress Avenue', '78701', true),
  ];

  const notify = (
    id: Id,
    title: string,
    details: string,
    url: string,
    daysAgo: number,
    seen: boolean,
  ): Notification => ({
    id,
    user_id: DEMO_CUSTOMER_ID,
    title,
    details,
    url,
    status: seen ? 1 : 0,
    created_at: iso(epoch - daysAgo * DAY),
  });
  const notifications = [
    notify(
      1,
      'Welcome to Marketfront',
      'Your demo account is ready. Have a look around!',
      '/user/dashboard',
      200,
      true,
    ),
    notify(2, 'Wallet recharged', 'Your wallet was recharged with $200.00.', '/my-wallet', 60, true),
    notify(3, 'Reward points converted', '500 points were converted to $50.00.', '/my-wallet', 30, false),
    notify(
      4,
      'New coupon for you',
      'Use WELCOME10 for $10 off orders over $50.',
      '/user/gift-voucher',
      5,
      false,
    ),
    notify(
      5,
      'Flash Sale is live',
      'Big discounts for a short time — while stocks last.',
      '/flash-sale',
      1,
      false,
    ),
  ];

  const wallet: WalletEntry[] = [
    {
      id: 1,
      user_id: DEMO_CUSTOMER_ID,
      amount: 200,
      source: 'wallet_recharge',
      type: 'income',
      payment_method: 'stripe',
      status: 'approved',
      order_id: null,
      offline_method_id: null,
      recharge_date: iso(epoch - 60 * DAY),
    },
    {
      id: 2,
      user_id: DEMO_CUSTOMER_ID,
      amount: 50,
      source: 'reward_point_convert',
      type: 'income',
      payment_method: 'reward_point',
      status: 'approved',
      order_id: null,
      offline_method_id: null,
      recharge_date: iso(epoch - 30 * DAY),
    },
    {
      id: 3,
      user_id: DEMO_CUSTOMER_ID,
      amount: 100,
      source: 'wallet_recharge',
      type: 'income',
      payment_method: 'offline_method',
      status: 'pending',
      order_id: null,
      offline_method_id: 1,
      recharge_date: iso(epoch - 2 * DAY),
    },
  ];

  const rewards: RewardAccount[] = [
    { user_id: DEMO_CUSTOMER_ID, rewards: 1200, last_converted: iso(epoch - 30 * DAY) },
    { user_id: SECOND_CUSTOMER_ID, rewards: 0, last_converted: null },
  ];

  const sellable = products.filter((p) => p.status === 'published' && !p.is_catalog && !p.is_classified);
  const wishlists = faker.helpers.arrayElements(sellable, 4).map((p, i) => ({
    user_id: DEMO_CUSTOMER_ID,
    product_id: p.id,
    created_at: iso(epoch - (10 + i) * DAY),
  }));
  const followers = [shops[0]!, shops[3]!].map((s, i) => ({
    user_id: DEMO_CUSTOMER_ID,
    seller_profile_id: s.id,
    created_at: iso(epoch - (20 + i) * DAY),
  }));

  return { users, addresses, notifications, wallet, rewards, wishlists, followers };
}
