// Recently viewed products for stories: a list as `GET /viewed-products` answers it, and a decorator that puts it
// in the story's cache (what the app's 10 s fetch or a product view would have done).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import type { ViewedProduct } from '@/api-generated/model';
import { recentlyViewedQueryOptions } from '@/domain/products';
import { storyImage } from './story-image';

const viewed = (id: number, slug: string, product_name: string, hue: number): ViewedProduct => ({
  id,
  slug,
  product_name,
  image_72x72: storyImage(String(id), hue, 72, 72),
});

/** Ten products, newest first; one name long enough to need its two lines and more. */
export function recentlyViewedProducts(): ViewedProduct[] {
  return [
    viewed(43, 'bluetooth-speaker', 'Bluetooth Speaker', 200),
    viewed(42, 'wireless-earbuds-pro', 'Wireless Earbuds Pro', 20),
    viewed(44, 'studio-headphones', 'Studio Headphones', 280),
    viewed(51, 'ceramic-pour-over-set', 'Ceramic pour-over coffee set with two cups and a bamboo tray', 40),
    viewed(52, 'linen-tote', 'Linen Tote', 120),
    viewed(53, 'desk-lamp', 'Adjustable Desk Lamp', 60),
    viewed(54, 'running-shoes', 'Trail Running Shoes', 330),
    viewed(55, 'smart-watch', 'Smart Watch S2', 170),
    viewed(56, 'yoga-mat', 'Yoga Mat', 90),
    viewed(57, 'water-bottle', 'Insulated Water Bottle', 240),
  ];
}

/** Puts `products` in the story's recently viewed cache before the story renders. */
export function withRecentlyViewed(products: ViewedProduct[] = recentlyViewedProducts()): Decorator {
  return function RecentlyViewedDecorator(Story) {
    const queryClient = useQueryClient();
    useState(() =>
      queryClient.setQueryData(recentlyViewedQueryOptions().queryKey, { viewed_products: products }),
    );
    return <Story />;
  };
}
