// The shape each kind of home section promises (backend-api §4.10), checked when the section is drawn. `GET
// /home/page` types a section's data loosely (its kind follows from the key), so each section is checked on its
// own and a malformed one fails alone. Loaded with the sections, not with the home screen (docs/performance.md,
// "Response schemas"): these schemas and zod are not part of the first route's JavaScript.
import { safeParse, type output } from 'zod/v4/core';
import { BannerMap } from '@/api-generated/model/bannerMap.zod.ts';
import { DownloadSection } from '@/api-generated/model/downloadSection.zod.ts';
import { HomeBlogSection } from '@/api-generated/model/homeBlogSection.zod.ts';
import { HomeBrandSection } from '@/api-generated/model/homeBrandSection.zod.ts';
import { HomeCampaignSection } from '@/api-generated/model/homeCampaignSection.zod.ts';
import { HomeCategoryProducts } from '@/api-generated/model/homeCategoryProducts.zod.ts';
import { HomeCategorySection } from '@/api-generated/model/homeCategorySection.zod.ts';
import { HomeProductSection } from '@/api-generated/model/homeProductSection.zod.ts';
import { HomeShopSection } from '@/api-generated/model/homeShopSection.zod.ts';
import { HomeVideoSection } from '@/api-generated/model/homeVideoSection.zod.ts';
import type { HomeSection, SectionKind } from './home-sections';

const SHAPES = {
  banners: BannerMap,
  download: DownloadSection,
  'category-products': HomeCategoryProducts,
  products: HomeProductSection,
  categories: HomeCategorySection,
  brands: HomeBrandSection,
  campaigns: HomeCampaignSection,
  shops: HomeShopSection,
  blogs: HomeBlogSection,
  videos: HomeVideoSection,
} as const satisfies Record<SectionKind, unknown>;

export type SectionShapes = typeof SHAPES;

/** Thrown when a section's data does not have the shape its key promises; the section boundary shows it. */
export class SectionDataError extends Error {
  override readonly name = 'SectionDataError';
}

/** The section's data as its kind promises it, or SectionDataError. */
export function shaped<K extends SectionKind>(kind: K, section: HomeSection): output<SectionShapes[K]> {
  const parsed = safeParse(SHAPES[kind], section.data);
  if (!parsed.success) throw new SectionDataError(`home section ${section.key} has an unexpected shape`);
  return parsed.data as output<SectionShapes[K]>;
}
