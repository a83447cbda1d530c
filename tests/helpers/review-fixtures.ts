// Product-page fixtures beyond the basic product: a full page of reviews (replies, likes, a picture), an empty
// one, and one product of each kind (wholesale, digital, external link, classified) for stories and tests.
import type { GetProductDetailsResponse, GetProductReviewsResponse, Review } from '@/api-generated/model';
import { earbuds, headphones, productDetails, speaker } from './catalogue-fixtures';
import { storyImage } from './story-image';

type Details = GetProductDetailsResponse['product'];

const page = (data: Review[], total = data.length): GetProductReviewsResponse['reviews'] => ({
  current_page: 1,
  data,
  first_page_url: 'https://shop.example/home/product-reviews/43?page=1',
  from: data.length ? 1 : null,
  last_page: Math.max(1, Math.ceil(total / 10)),
  last_page_url: 'https://shop.example/home/product-reviews/43?page=1',
  links: [],
  next_page_url: total > 10 ? 'https://shop.example/home/product-reviews/43?page=2' : null,
  path: 'https://shop.example/home/product-reviews/43',
  per_page: 10,
  prev_page_url: null,
  to: data.length ? data.length : null,
  total,
});

const person = (id: number, full_name: string) => ({ id, full_name, first_name: null, last_name: null });

/** Twelve reviews (page 1 of 2): stars, title, comment, one picture, likes and a reply. */
export function fullReviewsPage(): GetProductReviewsResponse {
  return {
    reviews: page(
      [
        {
          id: 88,
          product_id: 43,
          title: 'Great sound',
          rating: 5,
          comment: 'Battery lasts all day and the bass is surprisingly deep.',
          review_date: '19 Nov 2026',
          image_link: storyImage('Review photo', 160, 240, 240),
          user: person(9, 'Sam Lee'),
          replies: [
            {
              id: 501,
              review_id: 88,
              reply: 'Thanks Sam, glad you like it!',
              reply_date: '20 Nov 2026',
              user: person(5, 'Acme Store'),
            },
          ],
          review_likes: [{ user_id: 3 }, { user_id: 4 }, { user_id: 21 }],
        },
        {
          id: 87,
          product_id: 43,
          title: 'Good, not perfect',
          rating: 4,
          comment: 'Pairs quickly. The strap feels a little cheap.',
          review_date: '12 Nov 2026',
          image_link: null,
          user: person(11, 'Priya Nair'),
          replies: [],
          review_likes: [],
        },
        {
          id: 86,
          product_id: 43,
          title: null,
          rating: 2,
          comment: 'Stopped charging after a month.',
          review_date: '02 Nov 2026',
          image_link: null,
          user: person(12, 'Jonas Berg'),
          replies: [],
          review_likes: [{ user_id: 3 }],
        },
      ],
      12,
    ),
    percentages: { '5': 58.33, '4': 25, '3': 0, '2': 8.33, '1': 8.33 },
  };
}

export function emptyReviewsPage(): GetProductReviewsResponse {
  return { reviews: page([]), percentages: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };
}

const simple: Partial<Details> = {
  has_variant: 0,
  product_colors: [],
  attribute_values: [],
  product_stock: null,
  stock: [],
  special_discount: 0,
  special_discount_type: '',
  special_discount_check: 0,
  discount_percentage: 0,
  minimum_order_quantity: 1,
  estimated_shipping_days: 3,
  cash_on_delivery: 1,
  is_refundable: 1,
  sidebar_products: [earbuds, speaker, headphones],
};

export const productKinds = {
  standard: () => productDetails({ ...simple }),
  wholesale: () =>
    productDetails({
      ...simple,
      price: 20,
      current_stock: 600,
      is_wholesale: 1,
      wholesale_prices: [
        { min_qty: 10, max_qty: 49, price: 18 },
        { min_qty: 50, max_qty: 500, price: 16 },
      ],
    }),
  digital: () =>
    productDetails({
      ...simple,
      product_name: 'Speaker Setup Guide (e-book)',
      is_digital: 1,
      current_stock: 9999,
      estimated_shipping_days: 0,
      cash_on_delivery: 0,
      is_refundable: 0,
    }),
  external: () =>
    productDetails({ ...simple, is_catalog: 1, external_link: 'https://seller.example/bluetooth-speaker' }),
  classified: () =>
    productDetails({
      ...simple,
      is_classified: 1,
      contact_info: {
        contact_name: 'Rahim Uddin',
        phone_no: '+880 1700-000000',
        email: 'rahim@seller.example',
        address: '12 Lake Road, Dhaka',
        others: 'Call between 9:00 and 17:00',
      },
    }),
};
