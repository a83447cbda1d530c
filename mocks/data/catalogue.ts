/**
 * The seeded catalogue: everything the demo shop knows that shoppers do not change. Generated from a fixed seed
 * (faker + our own tables and rules) around a fixed epoch, so two generations are equal. The `seed*` parts are the
 * initial values of the store's mutable state (accounts, wallet…); the store copies them.
 */
import { Faker, base, en } from '@faker-js/faker';
import { DEMO_EPOCH } from '../domain/clock';
import type {
  AddOn,
  Attribute,
  AttributeValue,
  Blog,
  BlogCategory,
  BlogComment,
  Brand,
  Campaign,
  Category,
  City,
  Color,
  ContactPage,
  Country,
  CountryState,
  Coupon,
  Currency,
  Id,
  Language,
  OfflineMethod,
  Page,
  Person,
  PickupHub,
  Product,
  Review,
  Service,
  Shop,
  Slider,
  SliderBanner,
  VatTax,
  VideoShop,
} from '../domain/types';
import {
  generateBlog,
  generateCampaigns,
  generatePages,
  generateSliders,
  generateVideoShops,
} from './content';
import { generateCoupons } from './coupons';
import { generateHomeSections, type HomeSection } from './home';
import { isDrawnOnFirstRead } from './images';
import { keywordMap, type Keywords } from './keywords';
import { generateLocations } from './locations';
import {
  VAT_TAXES,
  generateBrands,
  generateCategories,
  generatePeople,
  generateProducts,
  generateShops,
  summariseShops,
} from './products';
import {
  ADD_ONS,
  CURRENCIES,
  LANGUAGES,
  OFFLINE_METHODS,
  PICKUP_HUBS,
  buildSettings,
  type Settings,
} from './settings';
import { ATTRIBUTES, ATTRIBUTE_VALUES, COLORS } from './taxonomy';
import { generateAccounts, type AccountSeed } from './users';

export const DEMO_SEED = 20261116;

export interface CatalogueOptions {
  seed?: number;
  /** Instant (ms) the data is laid out around; default the fixed DEMO_EPOCH. */
  epoch?: number;
}

export interface Catalogue {
  seed: number;
  epoch: number;
  settings: Settings;
  addOns: readonly AddOn[];
  languages: readonly Language[];
  keywords: Record<string, Keywords>;
  currencies: readonly Currency[];
  countries: Country[];
  states: CountryState[];
  cities: City[];
  pickupHubs: readonly PickupHub[];
  offlineMethods: readonly OfflineMethod[];
  categories: Category[];
  brands: Brand[];
  colors: readonly Color[];
  attributes: readonly Attribute[];
  attributeValues: readonly AttributeValue[];
  vatTaxes: readonly VatTax[];
  shops: Shop[];
  people: Person[];
  products: Product[];
  reviews: Review[];
  campaigns: Campaign[];
  blogCategories: BlogCategory[];
  blogs: Blog[];
  blogComments: BlogComment[];
  videoShops: VideoShop[];
  pages: Page[];
  contactPage: ContactPage;
  sliders: Slider[];
  sliderBanners: SliderBanner[];
  services: Service[];
  homeSections: HomeSection[];
  coupons: Coupon[];
  /** Initial accounts and their history (copied into the store's mutable state). */
  seedAccounts: AccountSeed;
}

export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  const seed = options.seed ?? DEMO_SEED;
  const epoch = options.epoch ?? DEMO_EPOCH;
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);

  const tree = generateCategories();
  const brands = generateBrands();
  const people = generatePeople(faker);
  const sellers = generateShops(faker, epoch, 8);
  const { products, reviews } = generateProducts({ faker, epoch, tree, brands, sellers, people });
  const shops = summariseShops(sellers, products);

  const categoryById = new Map<Id, (typeof tree.categories)[number]>(tree.categories.map((c) => [c.id, c]));
  const rootOf = (p: Product): number => {
    let category = categoryById.get(p.category_id);
    while (category && category.parent_id !== null) category = categoryById.get(category.parent_id);
    return category ? category.id - 1 : -1;
  };

  const campaigns = generateCampaigns(faker, epoch, products, rootOf);
  const blog = generateBlog(faker, epoch, people, [1, shops[0]!.user_id, shops[1]!.user_id]);
  const videoShops = generateVideoShops(faker, shops, products);
  const { pages, contactPage } = generatePages();
  const { sliders, sliderBanners, services } = generateSliders();
  const locations = generateLocations();
  const coupons = generateCoupons(epoch, shops, products, rootOf);
  const seedAccounts = generateAccounts(faker, epoch, sellers, shops, products, locations);

  return {
    seed,
    epoch,
    settings: buildSettings(),
    addOns: ADD_ONS,
    languages: LANGUAGES,
    keywords: { en: keywordMap('en'), ar: keywordMap('ar'), fr: keywordMap('fr') },
    currencies: CURRENCIES,
    ...locations,
    pickupHubs: PICKUP_HUBS,
    offlineMethods: OFFLINE_METHODS,
    categories: tree.categories,
    brands,
    colors: COLORS,
    attributes: ATTRIBUTES,
    attributeValues: ATTRIBUTE_VALUES,
    vatTaxes: VAT_TAXES,
    shops,
    people,
    products,
    reviews,
    campaigns,
    ...blog,
    videoShops,
    pages,
    contactPage,
    sliders,
    sliderBanners,
    services,
    homeSections: generateHomeSections(tree.categories, campaigns),
    coupons,
    seedAccounts,
  };
}

/**
 * Freeze a value deeply, so code that tries to mutate the catalogue fails loudly in tests and dev. A property drawn on
 * first read (`drawnOnFirstRead`) is left undrawn: it is read-only already, and what it draws is frozen there.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value))
      if (!isDrawnOnFirstRead(value, key)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

let cached: Catalogue | null = null;

/** The default catalogue (seed DEMO_SEED, epoch DEMO_EPOCH), generated once and frozen. */
export function getCatalogue(): Catalogue {
  cached ??= deepFreeze(generateCatalogue());
  return cached;
}
