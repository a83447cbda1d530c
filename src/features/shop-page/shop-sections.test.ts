import { describe, expect, it } from 'vitest';
import type { GetShopPageResponse } from '@/api-generated/model';
import { productCard } from '../../../tests/helpers/catalogue-fixtures';
import { shopSections } from './shop-sections';

const shop = (over: Partial<GetShopPageResponse['shop']>) =>
  ({ component_names: [], contents: {}, ...over }) as unknown as GetShopPageResponse['shop'];

describe('shopSections', () => {
  it('keeps the configured order and pairs each name with its data by position', () => {
    const card = productCard();
    const sections = shopSections(
      shop({
        component_names: ['new_arrival', 'banner', 'featured_products'],
        contents: {
          'new_arrival-0': [card],
          'banner-1': { 'https://img.test/a.png_1': '/offer/products' },
          'featured_products-2': [card],
        },
      }),
    );
    expect(sections.map((s) => s.key)).toEqual(['new_arrival-0', 'banner-1', 'featured_products-2']);
    expect(sections[1]).toMatchObject({
      name: 'banner',
      banners: { 'https://img.test/a.png_1': '/offer/products' },
    });
  });

  it('leaves out sections with no data or no products', () => {
    const sections = shopSections(
      shop({
        component_names: ['new_arrival', 'best_rated_products', 'banner'],
        contents: { 'new_arrival-0': [], 'banner-2': {} },
      }),
    );
    expect(sections).toEqual([]);
  });
});
