/**
 * Seeded generators for the product side of the catalogue: categories, brands, shops (sellers), people,
 * products with variants, and reviews. Everything draws from one seeded faker instance plus fixed tables.
 */
import type { Faker } from '@faker-js/faker';
import { DAY } from '../domain/clock';
import { toMajor } from '../domain/money';
import type {
  Brand,
  Category,
  Id,
  Person,
  Product,
  ProductStock,
  Review,
  ShopSectionKey,
  Shop,
  VatTax,
} from '../domain/types';
import { drawnOnFirstRead, imageSizes, pictogramFor, placeholderImage, type Pictogram } from './images';
import {
  ADJECTIVES,
  BRAND_NAMES,
  COLORS,
  TAXONOMY,
  VARIANT_ATTRIBUTES,
  valuesOf,
  type LeafSpec,
} from './taxonomy';

export const PRODUCT_COUNT = 520;
export const SHOP_COUNT = 20;
/** Seller user ids are 2…21 (user 1 is the in-house admin). */
export const FIRST_SELLER_USER_ID = 2;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const iso = (ms: number) => new Date(ms).toISOString();

// ─── Categories ───────────────────────────────────────────────────────────────────────────────────────────────

export interface CategoryTree {
  categories: Category[];
  /** Leaf category + its spec + its root index. */
  leaves: { category: Category; spec: LeafSpec; rootIndex: number }[];
}

export function generateCategories(): CategoryTree {
  const categories: Category[] = [];
  const leaves: CategoryTree['leaves'] = [];
  const make = (
    title: string,
    icon: string,
    parent: Category | null,
    level: 1 | 2 | 3,
    ordering: number,
  ): Category => {
    // The pictogram from the most specific title that names a product type ("Men" → its parent, "Fashion").
    const kind = pictogramFor(
      title,
      parent?.title,
      categories.find((c) => c.id === parent?.parent_id)?.title,
    );
    const slug =
      parent && level === 3 && title.length < 8
        ? `${slugify(parent.title)}-${slugify(title)}`
        : slugify(title);
    const category: Category = {
      id: categories.length + 1,
      parent_id: parent ? parent.id : null,
      level,
      slug,
      title,
      icon,
      banner: placeholderImage(title, { ...imageSizes.categoryBanner, tone: 'dark', kind }),
      image: placeholderImage(title, { ...imageSizes.square, kind }),
      ordering,
      is_popular: false,
      is_top: false,
      status: 1,
    };
    categories.push(category);
    return category;
  };
  // Level by level, so ids read root (1–8) → child → grandchild.
  const roots = TAXONOMY.map((root, i) => make(root.title, root.icon, null, 1, i + 1));
  const children = TAXONOMY.flatMap((root, r) =>
    root.children.map((child, i) => ({
      category: make(child.title, child.icon, roots[r]!, 2, i + 1),
      spec: child,
      rootIndex: r,
    })),
  );
  for (const child of children) {
    child.spec.leaves.forEach((leaf, i) => {
      leaves.push({
        category: make(leaf.title, child.spec.icon, child.category, 3, i + 1),
        spec: leaf,
        rootIndex: child.rootIndex,
      });
    });
  }
  roots.forEach((c, i) => {
    c.is_top = i < 6;
  });
  leaves.forEach(({ category }, i) => {
    category.is_popular = i % 4 === 0;
  });
  return { categories, leaves };
}

// ─── Brands ───────────────────────────────────────────────────────────────────────────────────────────────────

export function generateBrands(): Brand[] {
  return BRAND_NAMES.map((title, i) => ({
    id: i + 1,
    slug: slugify(title),
    title,
    logo: placeholderImage(title, { ...imageSizes.logo, kind: 'emblem' }),
    is_popular: i < 12,
    status: 1,
  }));
}

// ─── People (review and comment authors who cannot sign in) ───────────────────────────────────────────────────

export const FIRST_PERSON_ID = 1001;

export function generatePeople(faker: Faker, count = 40): Person[] {
  return Array.from({ length: count }, (_, i) => {
    const first_name = faker.person.firstName();
    const last_name = faker.person.lastName();
    return {
      id: FIRST_PERSON_ID + i,
      first_name,
      last_name,
      image: placeholderImage(`${first_name[0]}${last_name[0]}`, { ...imageSizes.avatar, kind: 'person' }),
    };
  });
}

// ─── Shops ────────────────────────────────────────────────────────────────────────────────────────────────────

const SHOP_SUFFIXES = [
  'Store',
  'Market',
  'Outlet',
  'Boutique',
  'Emporium',
  'Depot',
  'Corner',
  'House',
  'Gallery',
  'Traders',
];
const SHOP_LAYOUTS: ShopSectionKey[][] = [
  ['banner', 'new_arrival', 'best_selling_products', 'best_rated_products'],
  ['featured_products', 'offer_ending_soon', 'new_arrival'],
  ['banner', 'best_selling_products', 'featured_products', 'best_rated_products'],
];

export interface SellerSeed {
  shop: Shop;
  /** Root category indices the shop sells in. */
  roots: number[];
  first_name: string;
  last_name: string;
}

export function generateShops(faker: Faker, epoch: number, rootCount: number): SellerSeed[] {
  const used = new Set<string>();
  return Array.from({ length: SHOP_COUNT }, (_, i) => {
    let shop_name: string;
    do {
      shop_name = `${faker.person.lastName()} ${SHOP_SUFFIXES[i % SHOP_SUFFIXES.length]}`;
    } while (used.has(shop_name));
    used.add(shop_name);
    const joined = epoch - faker.number.int({ min: 60, max: 900 }) * DAY;
    const roots = i % 2 === 0 ? [i % rootCount, (i + 3) % rootCount] : [i % rootCount];
    return {
      roots,
      first_name: faker.person.firstName(),
      last_name: faker.person.lastName(),
      shop: {
        id: i + 1,
        user_id: FIRST_SELLER_USER_ID + i,
        slug: slugify(shop_name),
        shop_name,
        shop_tagline: faker.company.catchPhrase(),
        phone_no: faker.phone.number({ style: 'international' }),
        address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
        logo: placeholderImage(shop_name, { ...imageSizes.logo, kind: 'store' }),
        banner: placeholderImage(shop_name, { ...imageSizes.banner, tone: 'dark', kind: 'store' }),
        verified_at: iso(joined + 2 * DAY),
        status: 1,
        is_user_banned: 0,
        rating: 0,
        rating_count: 0,
        reviews_count: 0,
        is_featured: i % 3 === 0,
        is_express: i % 4 === 1,
        is_best: i % 5 === 2,
        total_sale: 0,
        shop_page_contents: SHOP_LAYOUTS[i % SHOP_LAYOUTS.length]!,
        created_at: iso(joined),
      },
    };
  });
}

// ─── Products ─────────────────────────────────────────────────────────────────────────────────────────────────

export const VAT_TAXES: readonly VatTax[] = [
  { id: 1, title: 'VAT', percentage: 5 },
  { id: 2, title: 'Eco levy', percentage: 2 },
  { id: 3, title: 'GST', percentage: 7.5 },
];

const REVIEW_TITLES = [
  'Great value',
  'Exactly as described',
  'Very happy with it',
  'Good, but not perfect',
  'Would buy again',
  'Fast delivery',
  'Decent quality',
  'Not what I expected',
];
const REVIEW_BODIES = [
  'Arrived quickly and well packed. Works as promised.',
  'The quality is better than the price suggests.',
  'Does the job. The colour is slightly different from the photos.',
  'I have used it every day for a month and it still looks new.',
  'Customer service answered my questions within a day.',
  'Sizing runs a little small, order one size up.',
  'Solid build, simple to set up, no complaints.',
  'It is fine for the price, though the instructions could be clearer.',
];
const SELLER_REPLIES = [
  'Thank you for your review!',
  'Thanks, we are glad you like it.',
  'Sorry to hear that, please contact us.',
];

/** Snap a cent amount to a shop-like price ending (.99 / .49 / .00). */
function shopPrice(faker: Faker, range: readonly [number, number]): number {
  const whole = faker.number.int({ min: range[0], max: range[1] });
  const cents = faker.helpers.arrayElement([99, 49, 0]);
  return toMajor(Math.max(1, whole - (cents > 0 ? 1 : 0)) * 100 + cents);
}

interface ProductContext {
  faker: Faker;
  epoch: number;
  tree: CategoryTree;
  brands: Brand[];
  sellers: SellerSeed[];
  people: Person[];
}

interface VariantPlan {
  colours: (typeof COLORS)[number][];
  attributeSets: { attribute_id: Id; values: { id: Id; value: string; step: number }[] }[];
}

function planVariants(faker: Faker, leaf: LeafSpec): VariantPlan | null {
  const plan = VARIANT_ATTRIBUTES[leaf.variants];
  if (!plan.colour && plan.attributes.length === 0) return null;
  const colours = plan.colour
    ? faker.helpers
        .arrayElements(COLORS, {
          min: plan.attributes.length > 0 ? 1 : 2,
          max: plan.attributes.length > 0 ? 3 : 5,
        })
        .sort((a, b) => a.id - b.id)
    : [];
  const attributeSets = plan.attributes.map((attributeId) => {
    const all = valuesOf(attributeId);
    const count = faker.number.int({
      min: Math.min(2, all.length),
      max: Math.min(attributeId === 4 ? 2 : 4, all.length),
    });
    const start = faker.number.int({ min: 0, max: all.length - count });
    return {
      attribute_id: attributeId,
      values: all.slice(start, start + count).map((v, k) => ({ id: v.id, value: v.value, step: start + k })),
    };
  });
  return { colours, attributeSets };
}

function cartesian<T>(sets: T[][]): T[][] {
  return sets.reduce<T[][]>(
    (acc, set) => acc.flatMap((prefix) => set.map((item) => [...prefix, item])),
    [[]],
  );
}

/** Variant price: storage/memory/weight steps cost more; the biggest apparel sizes a little more. */
function variantPrice(base: number, attributeId: Id, step: number): number {
  switch (attributeId) {
    case 3:
      return base * (1 + 0.18 * step);
    case 4:
      return base * (1 + 0.22 * step);
    case 5:
      return base * [1, 1.8, 3.2][step]!;
    case 1:
      return step >= 4 ? base + 2 : base;
    default:
      return base;
  }
}

function generateVariants(
  ctx: ProductContext,
  product: Pick<Product, 'id' | 'price'>,
  plan: VariantPlan,
  noun: string,
  kind: Pictogram,
  skuPrefix: string,
): ProductStock[] {
  const { faker } = ctx;
  const colourAxis = plan.colours.length > 0 ? plan.colours.map((c) => ({ colour: c })) : [{ colour: null }];
  const combos = cartesian([
    colourAxis,
    ...plan.attributeSets.map((set) => set.values.map((v) => ({ attribute_id: set.attribute_id, ...v }))),
  ] as (
    { colour: (typeof COLORS)[number] | null } | { attribute_id: Id; id: Id; value: string; step: number }
  )[][]);
  return combos.map((combo, k) => {
    const [head, ...values] = combo as [
      { colour: (typeof COLORS)[number] | null },
      ...{ attribute_id: Id; id: Id; value: string; step: number }[],
    ];
    const colour = head.colour;
    const keyParts = [...(colour ? [colour.id] : []), ...values.map((v) => v.id)];
    const nameParts = [...(colour ? [colour.name] : []), ...values.map((v) => v.value)];
    let price = product.price;
    for (const v of values) price = variantPrice(price, v.attribute_id, v.step);
    const baseMinor = Math.round(product.price * 100);
    const priceMinor = Math.round(price * 100);
    const finalMinor = priceMinor === baseMinor ? baseMinor : Math.floor(priceMinor / 100) * 100 + 99;
    const outOfStock = faker.datatype.boolean({ probability: 0.08 });
    return drawnOnFirstRead(
      {
        id: product.id * 100 + k + 1,
        product_id: product.id,
        variant_ids: keyParts.join('-'),
        name: nameParts.join('-'),
        sku: `${skuPrefix}-${product.id}-${k + 1}`,
        current_stock: outOfStock ? 0 : faker.number.int({ min: 1, max: 40 }),
        price: toMajor(finalMinor),
        image: '',
      },
      'image',
      () =>
        placeholderImage(colour ? `${colour.name} ${noun}` : noun, {
          ...imageSizes.product,
          hue: colour ? colourHue(colour.code) : undefined,
          kind,
        }),
    );
  });
}

function colourHue(hex: string): number {
  const r = parseInt(hex.slice(1, 3), 16) / 255;
  const g = parseInt(hex.slice(3, 5), 16) / 255;
  const b = parseInt(hex.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 220;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round((h * 60 + 360) % 360);
}

type DiscountWindow = 'active' | 'ending' | 'expired' | 'upcoming';

function discountWindow(faker: Faker, epoch: number): { kind: DiscountWindow; start: string; end: string } {
  const kind = faker.helpers.weightedArrayElement<DiscountWindow>([
    { weight: 65, value: 'active' },
    { weight: 15, value: 'ending' },
    { weight: 10, value: 'expired' },
    { weight: 10, value: 'upcoming' },
  ]);
  const day = (n: number) => epoch + n * DAY;
  switch (kind) {
    case 'active':
      return {
        kind,
        start: iso(day(-faker.number.int({ min: 1, max: 60 }))),
        end: iso(day(faker.number.int({ min: 365, max: 1825 }))),
      };
    case 'ending':
      return {
        kind,
        start: iso(day(-faker.number.int({ min: 1, max: 20 }))),
        end: iso(day(faker.number.int({ min: 1, max: 14 })) + 18 * 3_600_000),
      };
    case 'expired':
      return {
        kind,
        start: iso(day(-faker.number.int({ min: 60, max: 120 }))),
        end: iso(day(-faker.number.int({ min: 1, max: 30 }))),
      };
    case 'upcoming':
      return {
        kind,
        start: iso(day(faker.number.int({ min: 30, max: 90 }))),
        end: iso(day(faker.number.int({ min: 120, max: 240 }))),
      };
  }
}

function descriptionHtml(faker: Faker, name: string, brand: string, noun: string, leaf: string): string {
  const material = faker.commerce.productMaterial();
  return (
    `<p>The <strong>${name}</strong> is part of ${brand}'s ${leaf.toLowerCase()} range: a ${noun.toLowerCase()} designed for everyday use and built to last.</p>` +
    `<ul><li>Main material: ${material}</li><li>Warranty: ${faker.helpers.arrayElement([6, 12, 24])} months</li>` +
    `<li>Care: ${faker.helpers.arrayElement(['wipe clean', 'machine washable', 'hand wash only', 'no special care'])}</li></ul>`
  );
}

function specificationHtml(brand: string, sku: string, weightKg: number): string {
  return (
    `<table><tbody><tr><th>Brand</th><td>${brand}</td></tr><tr><th>Model</th><td>${sku}</td></tr>` +
    `<tr><th>Weight</th><td>${weightKg} kg</td></tr></tbody></table>`
  );
}

export interface ProductsResult {
  products: Product[];
  reviews: Review[];
}

export function generateProducts(ctx: ProductContext): ProductsResult {
  const { faker, epoch, tree, brands, sellers, people } = ctx;
  const products: Product[] = [];
  const reviews: Review[] = [];
  const sellersByRoot = new Map<number, SellerSeed[]>();
  for (const seller of sellers) {
    for (const root of seller.roots) sellersByRoot.set(root, [...(sellersByRoot.get(root) ?? []), seller]);
  }

  for (let n = 0; n < PRODUCT_COUNT; n += 1) {
    const id = n + 1;
    const leaf = tree.leaves[n % tree.leaves.length]!;
    const spec = leaf.spec;
    const brand = faker.helpers.arrayElement(brands);
    const noun = faker.helpers.arrayElement(spec.nouns);
    const adjective = faker.helpers.arrayElement(ADJECTIVES);
    const kind = pictogramFor(spec.title, noun);
    const product_name = `${brand.title} ${adjective} ${noun}`;
    const candidates = sellersByRoot.get(leaf.rootIndex) ?? [];
    const inHouse = candidates.length === 0 || faker.datatype.boolean({ probability: 0.15 });
    const owner = inHouse ? 1 : faker.helpers.arrayElement(candidates).shop.user_id;
    const skuPrefix = brand.title
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();

    const digital = spec.variants === 'digital';
    const catalog = !digital && n % 97 === 13;
    const classified = !digital && !catalog && n % 89 === 7;
    const wholesale = !digital && !catalog && !classified && n % 53 === 5;
    const unpublished = n % 131 === 17;
    const plan =
      catalog || classified || wholesale || !faker.datatype.boolean({ probability: 0.85 })
        ? null
        : planVariants(faker, spec);

    const price = shopPrice(faker, spec.price);
    const base: Product = {
      id,
      slug: `${slugify(product_name)}-${id}`,
      user_id: owner,
      category_id: leaf.category.id,
      brand_id: brand.id,
      product_name,
      short_description: `${adjective} ${noun.toLowerCase()} by ${brand.title}. ${faker.company.catchPhrase()}.`,
      description: descriptionHtml(faker, product_name, brand.title, noun, spec.title),
      specification: specificationHtml(
        brand.title,
        `${skuPrefix}-${id}`,
        faker.number.float({ min: 0.1, max: 12, fractionDigits: 1 }),
      ),
      tags: [slugify(noun), slugify(spec.title), slugify(adjective)],
      price,
      special_discount: 0,
      special_discount_type: '',
      special_discount_start: null,
      special_discount_end: null,
      current_stock: 0,
      minimum_order_quantity: 1,
      has_variant: false,
      colors: [],
      attribute_sets: [],
      stocks: [],
      thumbnail: '',
      images: [],
      description_images: [],
      video_provider: '',
      video_link: '',
      todays_deal: false,
      is_featured: faker.datatype.boolean({ probability: 0.1 }),
      is_catalog: catalog,
      external_link: catalog ? `https://example.com/catalog/${slugify(product_name)}` : '',
      is_classified: classified,
      contact_info: classified
        ? {
            contact_name: faker.person.fullName(),
            phone_no: faker.phone.number({ style: 'international' }),
            email: `seller${id}@marketfront.test`,
            address: faker.location.streetAddress(),
            others: 'Call between 9:00 and 17:00',
          }
        : null,
      is_digital: digital,
      is_wholesale: wholesale,
      wholesale_prices: wholesale
        ? [
            { min_qty: 10, max_qty: 49, price: toMajor(Math.round(price * 90)) },
            { min_qty: 50, max_qty: 500, price: toMajor(Math.round(price * 80)) },
          ]
        : [],
      is_refundable: !digital && faker.datatype.boolean({ probability: 0.7 }),
      cash_on_delivery: !digital,
      shipping_type: digital || faker.datatype.boolean({ probability: 0.3 }) ? 'free_shipping' : 'flat_rate',
      shipping_fee: 0,
      shipping_fee_depend_on_quantity: false,
      estimated_shipping_days: digital ? 0 : faker.number.int({ min: 2, max: 10 }),
      vat_taxes: [],
      reward: 0,
      rating: 0,
      reviews_count: 0,
      total_sale: faker.number.int({ min: 0, max: 60 }) * faker.number.int({ min: 0, max: 8 }),
      stock_visibility: faker.helpers.weightedArrayElement([
        { weight: 7, value: 'visible_with_quantity' as const },
        { weight: 2, value: 'visible_with_text' as const },
        { weight: 1, value: 'hide_stock' as const },
      ]),
      status: unpublished ? 'unpublished' : 'published',
      is_approved: true,
      created_at: iso(
        epoch -
          faker.number.int({ min: 1, max: 400 }) * DAY -
          faker.number.int({ min: 0, max: 86_399 }) * 1000,
      ),
    };

    if (base.shipping_type === 'flat_rate') {
      base.shipping_fee = faker.helpers.arrayElement([2.5, 4.99, 5, 7.5, 9.99]);
      base.shipping_fee_depend_on_quantity = faker.datatype.boolean({ probability: 0.3 });
    }
    const vatRoll = faker.number.int({ min: 1, max: 100 });
    base.vat_taxes =
      vatRoll <= 50
        ? [VAT_TAXES[0]!]
        : vatRoll <= 65
          ? [VAT_TAXES[0]!, VAT_TAXES[1]!]
          : vatRoll <= 72
            ? [VAT_TAXES[2]!]
            : [];
    base.reward = faker.datatype.boolean({ probability: 0.7 }) ? Math.max(1, Math.floor(price / 10)) : 0;
    base.minimum_order_quantity =
      digital || catalog || classified
        ? 1
        : faker.datatype.boolean({ probability: leaf.rootIndex === 7 ? 0.35 : 0.1 })
          ? faker.number.int({ min: 2, max: 5 })
          : 1;

    if (plan) {
      base.has_variant = true;
      base.colors = plan.colours.map((c) => c.id);
      base.attribute_sets = plan.attributeSets.map((s) => ({
        attribute_id: s.attribute_id,
        values: s.values.map((v) => v.id),
      }));
      base.stocks = generateVariants(ctx, base, plan, noun, kind, skuPrefix);
      base.price = Math.min(...base.stocks.map((s) => s.price));
      base.current_stock = base.stocks.reduce((total, s) => total + s.current_stock, 0);
    } else if (digital) {
      base.current_stock = 9999;
    } else {
      base.current_stock = faker.datatype.boolean({ probability: 0.06 })
        ? 0
        : faker.number.int({ min: 3, max: 250 });
    }

    if (!wholesale && !catalog && !classified && faker.datatype.boolean({ probability: 0.4 })) {
      const window = discountWindow(faker, epoch);
      const percentage = faker.datatype.boolean({ probability: 0.6 });
      base.special_discount_type = percentage ? 'percentage' : 'flat';
      base.special_discount = percentage
        ? faker.helpers.arrayElement([5, 10, 15, 20, 25, 30, 40, 50])
        : Math.max(1, Math.floor(base.price * faker.helpers.arrayElement([0.1, 0.15, 0.2, 0.3])));
      base.special_discount_start = window.start;
      base.special_discount_end = window.end;
      base.todays_deal = window.kind !== 'expired' && faker.datatype.boolean({ probability: 0.3 });
    }
    base.todays_deal ||= !catalog && !classified && faker.datatype.boolean({ probability: 0.04 });

    drawnOnFirstRead(base, 'thumbnail', () => placeholderImage(noun, { ...imageSizes.product, kind }));
    drawnOnFirstRead(
      base,
      'images',
      () =>
        Object.freeze(
          [1, 2, 3].map((k) =>
            placeholderImage(noun, { ...imageSizes.product, hue: (brand.id * 37 + k * 40) % 360, kind }),
          ),
        ) as string[],
    );
    products.push(base);

    if (!unpublished && faker.datatype.boolean({ probability: 0.55 })) {
      const count = faker.number.int({ min: 1, max: 6 });
      let total = 0;
      for (let k = 0; k < count; k += 1) {
        const rating = faker.helpers.weightedArrayElement([
          { weight: 40, value: 5 },
          { weight: 30, value: 4 },
          { weight: 15, value: 3 },
          { weight: 8, value: 2 },
          { weight: 7, value: 1 },
        ]);
        total += rating;
        const reviewId = reviews.length + 1;
        const created = epoch - faker.number.int({ min: 1, max: 300 }) * DAY;
        reviews.push({
          id: reviewId,
          product_id: id,
          user_id: faker.helpers.arrayElement(people).id,
          rating,
          title: faker.helpers.arrayElement(REVIEW_TITLES),
          comment: faker.helpers.arrayElement(REVIEW_BODIES),
          image: null,
          status: 1,
          created_at: iso(created),
          replies: faker.datatype.boolean({ probability: 0.2 })
            ? [
                {
                  id: reviewId,
                  review_id: reviewId,
                  user_id: owner,
                  reply: faker.helpers.arrayElement(SELLER_REPLIES),
                  created_at: iso(created + DAY),
                },
              ]
            : [],
        });
      }
      base.reviews_count = count;
      base.rating = Math.round((total / count) * 10) / 10;
    }
  }
  return { products, reviews };
}

/** Shop ratings and sales from their products (after products and reviews exist). */
export function summariseShops(sellers: SellerSeed[], products: Product[]): Shop[] {
  return sellers.map(({ shop }) => {
    const own = products.filter((p) => p.user_id === shop.user_id);
    const rated = own.filter((p) => p.reviews_count > 0);
    const reviewsCount = rated.reduce((t, p) => t + p.reviews_count, 0);
    const weighted = rated.reduce((t, p) => t + p.rating * p.reviews_count, 0);
    return {
      ...shop,
      rating: reviewsCount > 0 ? Math.round((weighted / reviewsCount) * 10) / 10 : 0,
      rating_count: rated.length,
      reviews_count: reviewsCount,
      total_sale: own.reduce((t, p) => t + p.total_sale, 0),
    };
  });
}
