// Deterministic flash-sale and campaign bodies for the deal screens' tests and stories.
import type { CampaignProductCard, GetFlashSaleProductsResponse } from '@/api-generated/model';
import { productCard } from './catalogue-fixtures';

/** `Y-m-d H:i:s` in UTC, as the backend writes date-times. */
export const serverDateTime = (at: number): string =>
  new Date(at).toISOString().slice(0, 19).replace('T', ' ');

/** A product on a 20 %-off deal (100 → 80) running from `start` to `end`. */
export function dealProduct(id: number, start: number, end: number): CampaignProductCard {
  return {
    ...productCard({ id, product_name: `Deal ${id}`, price: 100 }),
    special_discount_type: 'percentage',
    special_discount_check: 20,
    discount_percentage: 80,
    campaign_id: 1,
    start_date: serverDateTime(start),
    end_date: serverDateTime(end),
  };
}

/** One raw Laravel page holding `products`. */
export function flashSalePage(products: CampaignProductCard[]): GetFlashSaleProductsResponse {
  return {
    products: {
      current_page: 1,
      data: products,
      first_page_url: 'http://localhost/home/flash-sale-products?page=1',
      from: products.length > 0 ? 1 : null,
      last_page: 1,
      last_page_url: 'http://localhost/home/flash-sale-products?page=1',
      links: [],
      next_page_url: null,
      path: 'http://localhost/home/flash-sale-products',
      per_page: 16,
      prev_page_url: null,
      to: products.length > 0 ? products.length : null,
      total: products.length,
    },
  };
}
