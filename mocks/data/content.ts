/**
 * Seeded editorial content: campaigns (one flash sale), blogs with categories, tags, comments and nested replies,
 * video shops, CMS pages, the contact page, home sliders, slider banners and services.
 */
import type { Faker } from '@faker-js/faker';
import { DAY } from '../domain/clock';
import type {
  Blog,
  BlogCategory,
  BlogComment,
  Campaign,
  ContactPage,
  Id,
  Page,
  Person,
  Product,
  Service,
  Shop,
  Slider,
  SliderBanner,
  VideoShop,
} from '../domain/types';
import { activeSpecialDiscount } from '../domain/pricing';
import { imageSizes, placeholderImage } from './images';
import { slugify } from './products';

const iso = (ms: number) => new Date(ms).toISOString();

function purchasable(p: Product): boolean {
  return p.status === 'published' && !p.is_catalog && !p.is_classified && p.current_stock > 0;
}

// ─── Campaigns ────────────────────────────────────────────────────────────────────────────────────────────────

interface CampaignSpec {
  title: string;
  short: string;
  roots: number[] | 'discounted';
  startDays: number;
  endDays: number;
  flash?: boolean;
  featured?: boolean;
  colours: [string, string];
}

const CAMPAIGNS: CampaignSpec[] = [
  {
    title: 'Flash Sale',
    short: 'Big discounts for a short time — while stocks last.',
    roots: 'discounted',
    startDays: -1,
    endDays: 400,
    flash: true,
    featured: true,
    colours: ['#FFFFFF', '#B91C1C'],
  },
  {
    title: 'Winter Collection',
    short: 'Warm layers and cosy picks for the cold season.',
    roots: [1],
    startDays: -20,
    endDays: 500,
    featured: true,
    colours: ['#FFFFFF', '#1E3A8A'],
  },
  {
    title: 'Tech Week',
    short: 'The newest phones, laptops and audio gear.',
    roots: [0],
    startDays: -5,
    endDays: 450,
    featured: true,
    colours: ['#FFFFFF', '#111827'],
  },
  {
    title: 'Home Refresh',
    short: 'Furniture, kitchen and decor to renew your space.',
    roots: [2],
    startDays: -10,
    endDays: 380,
    colours: ['#1F2937', '#FDE68A'],
  },
  {
    title: 'Healthy Living',
    short: 'Skincare, vitamins and fitness essentials.',
    roots: [3, 4],
    startDays: -3,
    endDays: 420,
    colours: ['#064E3B', '#D1FAE5'],
  },
  {
    title: 'Back to School',
    short: 'Books and supplies for the new term (ended).',
    roots: [5],
    startDays: -120,
    endDays: -60,
    colours: ['#FFFFFF', '#7C3AED'],
  },
  {
    title: 'Spring Garden',
    short: 'Coming soon: outdoor living and garden picks.',
    roots: [4, 2],
    startDays: 60,
    endDays: 150,
    colours: ['#14532D', '#DCFCE7'],
  },
];

export function generateCampaigns(
  faker: Faker,
  epoch: number,
  products: Product[],
  rootOf: (p: Product) => number,
): Campaign[] {
  return CAMPAIGNS.map((spec, i) => {
    const pool =
      spec.roots === 'discounted'
        ? products.filter((p) => purchasable(p) && activeSpecialDiscount(p, epoch) !== null)
        : products.filter((p) => purchasable(p) && (spec.roots as number[]).includes(rootOf(p)));
    const picked = faker.helpers.arrayElements(
      pool,
      spec.flash ? 24 : faker.number.int({ min: 14, max: 30 }),
    );
    const slug = slugify(spec.title);
    return {
      id: i + 1,
      slug,
      title: spec.title,
      short_description: spec.short,
      description: `<p>${spec.short}</p><p>Every product in this campaign ships from our verified sellers.</p>`,
      banner: placeholderImage(spec.title, { ...imageSizes.wideBanner, tone: 'dark' }),
      thumbnail: placeholderImage(spec.title, { width: 374, height: 374 }),
      start_date: iso(epoch + spec.startDays * DAY),
      end_date: iso(epoch + spec.endDays * DAY),
      flash_sale: spec.flash ?? false,
      is_featured: spec.featured ?? false,
      text_color: spec.colours[0],
      background_color: spec.colours[1],
      product_ids: picked.map((p) => p.id).sort((a, b) => a - b),
      status: 1,
    };
  });
}

// ─── Blog ─────────────────────────────────────────────────────────────────────────────────────────────────────

const BLOG_CATEGORIES: { title: string; posts: string[] }[] = [
  {
    title: 'Buying Guides',
    posts: [
      'How to choose the right laptop',
      'Headphones buying guide',
      'Picking a sofa that lasts',
      'Which fitness tracker suits you?',
    ],
  },
  {
    title: 'Style',
    posts: [
      'Five wardrobe essentials',
      'Layering for winter',
      'How to care for denim',
      'Colours of the season',
    ],
  },
  {
    title: 'Tech Talk',
    posts: [
      'Is 5G worth it yet?',
      'Getting more battery life from your phone',
      'Mechanical keyboards explained',
      'Setting up a home office',
    ],
  },
  {
    title: 'Home Living',
    posts: [
      'Small kitchen, big ideas',
      'Lighting that changes a room',
      'Choosing the right rug size',
      'A calm bedroom in a weekend',
    ],
  },
  {
    title: 'Wellness',
    posts: [
      'Building a simple skincare routine',
      'Yoga at home for beginners',
      'Vitamins: what you need',
      'Sleep better tonight',
    ],
  },
  {
    title: 'Company News',
    posts: [
      'Welcome to Marketfront',
      'Meet our new sellers',
      'Faster delivery in more cities',
      'Our refund promise',
    ],
  },
];

const TAGS = [
  'tips',
  'guide',
  'style',
  'deals',
  'tech',
  'home',
  'wellness',
  'news',
  'sustainability',
  'gifts',
];
const COMMENTS = [
  'Really useful, thanks for sharing!',
  'I followed this advice and it worked for me.',
  'Could you write more about this topic?',
  'Great read. Bookmarked.',
  'I disagree with point two, but the rest is spot on.',
  'Where can I find the products mentioned?',
];
const REPLIES = [
  'Thanks for reading!',
  'Good question — see the links above.',
  'Agreed!',
  'We will cover that soon.',
];

export interface BlogContent {
  blogCategories: BlogCategory[];
  blogs: Blog[];
  blogComments: BlogComment[];
}

export function generateBlog(faker: Faker, epoch: number, people: Person[], authorIds: Id[]): BlogContent {
  const blogCategories = BLOG_CATEGORIES.map((c, i) => ({
    id: i + 1,
    slug: slugify(c.title),
    title: c.title,
  }));
  const blogs: Blog[] = [];
  const blogComments: BlogComment[] = [];
  BLOG_CATEGORIES.forEach((category, c) => {
    category.posts.forEach((title) => {
      const id = blogs.length + 1;
      const published = epoch - faker.number.int({ min: 2, max: 300 }) * DAY;
      const short = `${title}: ${faker.helpers.arrayElement(['our quick take', 'what we learned', 'a practical guide', 'everything you need to know'])}.`;
      blogs.push({
        id,
        slug: slugify(title),
        category_id: c + 1,
        user_id: faker.helpers.arrayElement(authorIds),
        title,
        short_description: short,
        long_description:
          `<p>${short}</p><h2>Where to start</h2><p>${faker.lorem.paragraph()}</p>` +
          `<h2>Our advice</h2><ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul><p>${faker.lorem.paragraph()}</p>`,
        thumbnail: placeholderImage(title, { width: 400, height: 260, kind: 'picture' }),
        banner: placeholderImage(title, { ...imageSizes.blog, tone: 'dark', kind: 'document' }),
        tags: faker.helpers.arrayElements(TAGS, { min: 2, max: 4 }),
        published_date: iso(published),
        blog_views_count: faker.number.int({ min: 10, max: 5000 }),
        status: 1,
      });
      const top = faker.number.int({ min: 0, max: 4 });
      for (let k = 0; k < top; k += 1) {
        const at = published + faker.number.int({ min: 1, max: 20 }) * DAY;
        const comment: BlogComment = {
          id: blogComments.length + 1,
          blog_id: id,
          user_id: faker.helpers.arrayElement(people).id,
          parent_id: null,
          level: 0,
          comment: faker.helpers.arrayElement(COMMENTS),
          created_at: iso(at),
        };
        blogComments.push(comment);
        const replies = faker.number.int({ min: 0, max: 2 });
        for (let r = 0; r < replies; r += 1) {
          const reply: BlogComment = {
            id: blogComments.length + 1,
            blog_id: id,
            user_id: faker.helpers.arrayElement(people).id,
            parent_id: comment.id,
            level: 1,
            comment: faker.helpers.arrayElement(REPLIES),
            created_at: iso(at + (r + 1) * 3_600_000),
          };
          blogComments.push(reply);
          if (faker.datatype.boolean({ probability: 0.3 })) {
            blogComments.push({
              id: blogComments.length + 1,
              blog_id: id,
              user_id: faker.helpers.arrayElement(people).id,
              parent_id: reply.id,
              level: 2,
              comment: faker.helpers.arrayElement(REPLIES),
              created_at: iso(at + (r + 2) * 3_600_000),
            });
          }
        }
      }
    });
  });
  return { blogCategories, blogs, blogComments };
}

// ─── Video shopping ───────────────────────────────────────────────────────────────────────────────────────────

const VIDEO_TITLES = [
  'Live: unboxing the newest phones',
  'Winter styling session',
  'Kitchen gadgets we love',
  'Five-minute skincare routine',
  'Camping gear walkthrough',
  'Home office makeover',
  'Toy picks for every age',
  'Coffee tasting with our roasters',
];

export function generateVideoShops(faker: Faker, shops: Shop[], products: Product[]): VideoShop[] {
  return VIDEO_TITLES.map((title, i) => {
    const shop = shops[(i * 3) % shops.length]!;
    const own = products.filter((p) => p.user_id === shop.user_id && purchasable(p));
    const picked = faker.helpers.arrayElements(own.length >= 4 ? own : products.filter(purchasable), {
      min: 4,
      max: 8,
    });
    return {
      id: i + 1,
      slug: slugify(title),
      title,
      user_id: shop.user_id,
      thumbnail: placeholderImage(title, { width: 360, height: 640, tone: 'dark' }),
      style: (['style_1', 'style_2', 'style_3', 'style_4'] as const)[i % 4]!,
      video_type: 'youtube',
      video_url: '',
      is_live: i < 2,
      product_ids: picked.map((p) => p.id).sort((a, b) => a - b),
      views: faker.number.int({ min: 50, max: 20000 }),
    };
  });
}

// ─── Pages ────────────────────────────────────────────────────────────────────────────────────────────────────

export const PAGE_SLUGS = {
  about: 'about-us',
  terms: 'terms-and-conditions',
  privacy: 'privacy-policy',
  refund: 'refund-policy',
  shipping: 'shipping-policy',
} as const;

export function generatePages(): { pages: Page[]; contactPage: ContactPage } {
  const page = (id: Id, slug: string, title: string, paragraphs: string[]): Page => ({
    id,
    slug,
    title,
    link: `/page/${slug}`,
    content: paragraphs.map((p) => `<p>${p}</p>`).join(''),
  });
  return {
    pages: [
      page(1, PAGE_SLUGS.about, 'About Us', [
        'Marketfront is a multi-vendor marketplace: independent shops sell side by side with our own in-house range.',
        'This is a demo shop. Nothing you buy here is real, and you can reset it at any time from the footer.',
      ]),
      page(2, PAGE_SLUGS.terms, 'Terms and Conditions', [
        'By using this demo shop you agree that no real goods are sold and no real payments are taken.',
        'Orders are split per seller; each seller is responsible for the delivery of their own products.',
      ]),
      page(3, PAGE_SLUGS.privacy, 'Privacy Policy', [
        'The demo shop keeps its data in your browser only (local storage) and sends nothing to any server.',
        'Use "Reset demo shop" to erase everything it stored.',
      ]),
      page(4, PAGE_SLUGS.refund, 'Refund Policy', [
        'Refundable products can be returned within the refund period after delivery.',
        'Refunds of paid orders go to your wallet; shipping costs are refunded only where stated.',
      ]),
      page(5, PAGE_SLUGS.shipping, 'Shipping Policy', [
        'Each seller ships separately. Shipping fees depend on the shop settings: a flat rate per seller, per product, per city or by order value.',
        'Choose a pickup hub at checkout to collect your order without shipping fees.',
      ]),
    ],
    contactPage: {
      id: 7,
      title: 'Contact Us',
      address: '12 Demo Street, Dhaka 1207, Bangladesh',
      email: 'support@marketfront.test',
      optional_email: 'sales@marketfront.test',
      phone: '+880 1700 000000',
      optional_phone: '+1 555 0100',
      working_hours: 'Sunday – Thursday, 9:00 – 18:00',
      latitude: 23.7808,
      longitude: 90.2792,
    },
  };
}

// ─── Home furniture: sliders, slider banners, services ──────────────────────────────────────────────────────────

export function generateSliders(): { sliders: Slider[]; sliderBanners: SliderBanner[]; services: Service[] } {
  const slides: [string, string][] = [
    ['Big Winter Sale', '/campaign/winter-collection'],
    ['Tech Week', '/campaign/tech-week'],
    ['Flash Sale', '/flash-sale'],
    ['Home Refresh', '/campaign/home-refresh'],
  ];
  const banners: [string, string][] = [
    ['Daily Deals', '/daily-deals'],
    ['Free Shipping over $100', '/page/shipping-policy'],
    ['New Arrivals', '/products'],
  ];
  const services: [string, string][] = [
    ['Free Shipping', 'On orders over $100'],
    ['Secure Payment', '100% protected checkout'],
    ['24/7 Support', 'We are here to help'],
    ['Easy Returns', 'Refunds to your wallet'],
  ];
  return {
    sliders: slides.map(([title, link], i) => ({
      id: i + 1,
      title,
      link,
      image: placeholderImage(title, { width: 1280, height: 480, tone: 'dark' }),
    })),
    sliderBanners: banners.map(([title, link], i) => ({
      id: i + 1,
      link,
      image: placeholderImage(title, { width: 400, height: 230 }),
    })),
    services: services.map(([title, sub], i) => ({
      id: i + 1,
      title,
      sub_title: sub,
      image: placeholderImage(title, { width: 64, height: 64 }),
    })),
  };
}
