// The home page's configured sections (backend-api §4.10) as an ordered list. `GET /home/page` answers keys
// `<result key>-<position>`; a section's kind follows from the prefix, and some sections bring companion keys
// (a category section's banner, the offer-ending banner) that share its position.
import type { GetHomePageResponse } from '@/api-generated/model';
import { routeIsOn, type ModuleName, type ShopModules } from '@/lib/modules';

export const SECTION_KINDS = {
  banners: 'banners',
  campaigns: 'campaigns',
  popular_categories: 'categories',
  top_categories: 'categories',
  today_deals: 'products',
  flash_products: 'products',
  latest_products: 'products',
  best_selling_product: 'products',
  offer_ending: 'products',
  gadget_product: 'category-products',
  blog: 'blogs',
  brands: 'brands',
  sellers: 'shops',
  best_sellers: 'shops',
  featured_sellers: 'shops',
  express_sellers: 'shops',
  download_section: 'download',
  video_shopping: 'videos',
} as const;

export type SectionPrefix = keyof typeof SECTION_KINDS;
export type SectionKind = (typeof SECTION_KINDS)[SectionPrefix];

/** Sections that belong to a module: shops go with the seller system, videos with the video-shopping add-on. */
const SECTION_MODULES: Partial<Record<SectionPrefix, ModuleName>> = {
  sellers: 'sellers',
  best_sellers: 'sellers',
  featured_sellers: 'sellers',
  express_sellers: 'sellers',
  video_shopping: 'videoShopping',
};

/** Whether a section is shown: not when the owner switched its module off (its links would lead nowhere). */
export const sectionIsOn = (prefix: SectionPrefix, modules: ShopModules): boolean =>
  routeIsOn(SECTION_MODULES[prefix], modules);

/** Keys that belong to the section at the same position instead of being sections themselves. */
const COMPANIONS = {
  category_sec_banner: 'banner',
  category_sec_banner_url: 'bannerLink',
  offer_ending_banner: 'banner',
  offer_ending_banner_url: 'bannerLink',
} as const;

type ComponentData = GetHomePageResponse['components'][string];

export interface HomeSection {
  /** The response key, e.g. `today_deals-0`: stable, unique, used as the React key. */
  key: string;
  prefix: SectionPrefix;
  kind: SectionKind;
  position: number;
  data: ComponentData;
  /** A banner picture beside the section and where it leads (category section, offer ending soon). */
  banner?: string;
  bannerLink?: string;
}

const KEY = /^(.+)-(\d+)$/;

const isPrefix = (value: string): value is SectionPrefix => Object.hasOwn(SECTION_KINDS, value);
const isCompanion = (value: string): value is keyof typeof COMPANIONS => Object.hasOwn(COMPANIONS, value);

/** Every section of the pages loaded so far, in configured order; unknown keys are skipped. */
export function homeSections(pages: readonly GetHomePageResponse[]): HomeSection[] {
  const sections = new Map<number, HomeSection>();
  const extras = new Map<number, Partial<Pick<HomeSection, 'banner' | 'bannerLink'>>>();
  for (const page of pages) {
    for (const [key, data] of Object.entries(page.components)) {
      const match = KEY.exec(key);
      if (!match) continue;
      const [, name = '', at = ''] = match;
      const position = Number(at);
      if (isPrefix(name)) {
        sections.set(position, { key, prefix: name, kind: SECTION_KINDS[name], position, data });
      } else if (isCompanion(name) && typeof data === 'string' && data !== '') {
        extras.set(position, { ...extras.get(position), [COMPANIONS[name]]: data });
      }
    }
  }
  return [...sections.values()]
    .sort((a, b) => a.position - b.position)
    .map((section) => ({ ...section, ...extras.get(section.position) }));
}
