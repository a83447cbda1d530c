// Campaigns and deals: the campaign list and page, today's deals and the flash sale, on the server's clock.
export { CampaignScreen } from './CampaignScreen';
export { CampaignsScreen } from './CampaignsScreen';
export { DailyDealsScreen } from './DailyDealsScreen';
export { FlashSaleScreen } from './FlashSaleScreen';
export {
  campaignBrandList,
  campaignList,
  campaignProductList,
  campaignShopList,
} from './api/campaign-queries';
export { FrozenDealClock } from './frozen-deal-clock';
