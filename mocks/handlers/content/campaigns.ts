/**
 * Campaigns and their products, brands and shops (openapi/paths/campaigns.yaml, backend-api §2.8). The list shows
 * running and upcoming campaigns (an ended one is still reachable by slug, its page showing it has ended).
 */
import { http } from 'msw';
import type { CampaignDetails } from '@/api-generated/model';
import { now } from '../../domain/clock';
import type { Campaign, Product, Shop } from '../../domain/types';
import { fail, ok, readQuery } from '../../http/respond';
import {
  formatDateTime,
  isListed,
  laravelPage,
  resourcePage,
  toBrand,
  toCampaignCard,
  toCampaignProductCard,
  toShopCard,
} from '../../http/views';
import { catalogueIndex } from '../../state/lookups';
import { currentSession } from '../../state/sessions';
import { getDemoShop } from '../../state/store';
import type { DemoShopState } from '../../state/types';
import { say } from './messages';
import { isShopPublic } from './shops';

const PER_PAGE = 12;

export function listedCampaigns(state: DemoShopState, at: number): Campaign[] {
  return state.catalogue.campaigns
    .filter((c) => c.status === 1 && Date.parse(c.end_date) > at)
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

function campaignBySlug(state: DemoShopState, slug: string | null): Campaign | undefined {
  return slug ? state.catalogue.campaigns.find((c) => c.slug === slug && c.status === 1) : undefined;
}

function campaignProducts(state: DemoShopState, campaign: Campaign): Product[] {
  const index = catalogueIndex(state.catalogue);
  return campaign.product_ids
    .map((id) => index.products.get(id))
    .filter((p): p is Product => p !== undefined && isListed(state, p));
}

export function toCampaignDetails(campaign: Campaign): CampaignDetails {
  return {
    id: campaign.id,
    slug: campaign.slug,
    title: campaign.title,
    short_description: campaign.short_description,
    image_1920x412: campaign.banner,
    image_406x235: campaign.thumbnail,
    image_374x374: campaign.thumbnail,
    campaign_start_date: formatDateTime(campaign.start_date),
    campaign_end_date: formatDateTime(campaign.end_date),
    end_date: formatDateTime(campaign.end_date),
  };
}

export const campaignHandlers = [
  http.get('*/home/campaign-lists', ({ request }) => {
    const { state } = getDemoShop();
    return ok({
      campaigns: resourcePage(
        listedCampaigns(state, now()),
        { page: readQuery(request).get('page'), perPage: PER_PAGE, path: request.url },
        toCampaignCard,
      ),
    });
  }),

  http.get('*/home/campaign-products', ({ request }) => {
    const { state } = getDemoShop();
    const session = currentSession(state);
    const query = readQuery(request);
    const campaign = campaignBySlug(state, query.get('slug'));
    if (!campaign) return fail(say(state, session, 'Campaign not found'));
    const at = now();
    return ok({
      products: laravelPage(
        campaignProducts(state, campaign),
        { page: query.get('page'), perPage: PER_PAGE, path: request.url },
        (p) => toCampaignProductCard(state, p, campaign, at),
      ),
      campaign: toCampaignDetails(campaign),
    });
  }),

  http.get('*/home/campaign-brands', ({ request }) => {
    const { state } = getDemoShop();
    const session = currentSession(state);
    const query = readQuery(request);
    const campaign = campaignBySlug(state, query.get('slug'));
    if (!campaign) return fail(say(state, session, 'Campaign not found'));
    const products = campaignProducts(state, campaign);
    const options = { page: query.get('page'), perPage: PER_PAGE, path: request.url };
    switch (query.get('type')) {
      case 'brand': {
        const ids = new Set(products.map((p) => p.brand_id));
        const brands = state.catalogue.brands.filter((b) => ids.has(b.id) && b.status === 1);
        return ok({ brands: laravelPage(brands, options, toBrand) });
      }
      case 'shop': {
        const sellers = new Set(products.map((p) => p.user_id));
        const shops = state.catalogue.shops.filter((s: Shop) => sellers.has(s.user_id) && isShopPublic(s));
        return ok({ shops: resourcePage(shops, options, (s) => toShopCard(state, s)) });
      }
      default:
        return fail(say(state, session, 'Invalid type'));
    }
  }),
];
