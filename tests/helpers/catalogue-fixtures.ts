// Hand-written, deterministic API bodies for the catalogue, product and home screens (tests and stories).
// Typed with the generated input types, so a contract change breaks them at compile time.
import type {
  AddToCartResponse,
  GetFilterDataResponse,
  GetFilteredProductsResponse,
  GetHomePageResponse,
  GetProductDetailsResponse,
  GetProductReviewsResponse,
  ProductCard,
  ProductStock,
} from '@/api-generated/model';
import { storyImage } from './story-image';

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `product-${id}`,
    category_id: 3,
    product_name: `Product ${id}`,
    price: 50,
    special_discount_type: '',
    special_discount_check: 0,
    discount_percentage: 0,
    image_190x230: storyImage(`Product ${id}`, (id * 47) % 360),
    rating: 4,
    reviews_count: 3,
    current_stock: 10,
    minimum_order_quantity: 1,
    reward: 0,
    todays_deal: 0,
    has_variant: 0,
    user_wishlist: false,
    is_catalog: false,
    is_classified: false,
    ...overrides,
  };
}

export const earbuds = productCard({
  id: 42,
  slug: 'wireless-earbuds-pro',
  product_name: 'Wireless Earbuds Pro',
  price: 60,
  special_discount_type: 'percentage',
  special_discount_check: 10,
  discount_percentage: 54,
});
export const speaker = productCard({
  id: 43,
  slug: 'bluetooth-speaker',
  product_name: 'Bluetooth Speaker',
  price: 80,
  special_discount_type: 'flat',
  special_discount_check: 5,
  discount_percentage: 75,
  has_variant: 1,
});
export const headphones = productCard({
  id: 44,
  slug: 'studio-headphones',
  product_name: 'Studio Headphones',
  price: 120,
  current_stock: 0,
});

export function productList(
  products: ProductCard[],
  options: {
    page?: number;
    lastPage?: number;
    total?: number;
    header?: GetFilteredProductsResponse['page'];
  } = {},
): GetFilteredProductsResponse {
  const page = options.page ?? 1;
  const lastPage = options.lastPage ?? 1;
  return {
    type: 'products',
    slug: null,
    page: options.header ?? { title: 'All Products' },
    products: {
      data: products,
      total: options.total ?? products.length,
      count: products.length,
      per_page: 24,
      current_page: page,
      total_pages: lastPage,
      last_page: lastPage,
      next_page_url: page < lastPage ? `https://shop.example/home/filtered_products?page=${page + 1}` : null,
      has_more_data: page < lastPage,
    },
  };
}

export function filterData(overrides: Partial<GetFilterDataResponse> = {}): GetFilterDataResponse {
  return {
    categories: [
      { id: 3, title: 'Audio', slug: 'audio', total_products: 12 },
      { id: 4, title: 'Fashion', slug: 'fashion', total_products: 30 },
    ],
    brands: {
      data: [
        { id: 2, slug: 'acme', title: 'Acme', image_130x93: storyImage('Acme', 20, 130, 93) },
        { id: 5, slug: 'sonic', title: 'Sonic', image_130x93: storyImage('Sonic', 220, 130, 93) },
      ],
      total: 2,
      count: 2,
      per_page: 5,
      current_page: 1,
      total_pages: 1,
      last_page: 1,
      next_page_url: null,
      has_more_data: false,
    },
    attributes: [
      {
        id: 1,
        title: 'Size',
        attribute_value: [
          { id: 9, attribute_id: 1, value: 'M' },
          { id: 10, attribute_id: 1, value: 'XL' },
        ],
      },
    ],
    price_range: { min: 0, max: 200 },
    colors: {
      data: [
        { id: 7, name: 'Red', code: '#ff0000' },
        { id: 8, name: 'Black', code: '#000000' },
      ],
      total: 2,
      count: 2,
      per_page: 8,
      current_page: 1,
      total_pages: 1,
      last_page: 1,
      next_page_url: null,
      has_more_data: false,
    },
    ...overrides,
  };
}

export function stockRow(overrides: Partial<ProductStock> = {}): ProductStock {
  return {
    id: 301,
    product_id: 43,
    variant_ids: '7-9',
    name: 'Red-M',
    sku: 'SPK-RED-M',
    current_stock: 5,
    price: 80,
    discount_percentage: 75,
    image: null,
    stock_image: null,
    image_190x230: null,
    ...overrides,
  };
}

type Details = GetProductDetailsResponse['product'];

/** A variant product: colours Red/Black × sizes M/XL, minimum order 2, a flat 5 off until the end of 2026. */
export function productDetails(overrides: Partial<Details> = {}): GetProductDetailsResponse {
  return {
    attributes: [{ id: 1, title: 'Size' }],
    product: {
      id: 43,
      slug: 'bluetooth-speaker',
      status: 'published',
      product_name: 'Bluetooth Speaker',
      short_description: 'Room-filling sound in a pocket-sized speaker.',
      language_product: {
        name: 'Bluetooth Speaker',
        description: '<p>Twelve hours of <strong>battery</strong>.</p>',
        specification: '<ul><li>Bluetooth 5.3</li></ul>',
      },
      category_id: 3,
      category_title: 'Audio',
      category_slug: 'audio',
      brand: { id: 2, slug: 'acme', title: 'Acme' },
      gallery: {
        large: [storyImage('Speaker', 200, 800, 800), storyImage('Speaker back', 240, 800, 800)],
        small: [storyImage('Speaker', 200, 120, 120), storyImage('Speaker back', 240, 120, 120)],
      },
      price: 80,
      special_discount: 5,
      special_discount_type: 'flat',
      special_discount_start: '2026-01-01 00:00:00',
      special_discount_end: '2026-12-31 23:59:59',
      special_discount_check: 5,
      discount_percentage: 75,
      product_stock: stockRow(),
      stock: [
        stockRow(),
        stockRow({
          id: 302,
          variant_ids: '8-10',
          name: 'Black-XL',
          sku: 'SPK-BLK-XL',
          current_stock: 3,
          price: 90,
          discount_percentage: 85,
        }),
      ],
      has_variant: 1,
      minimum_order_quantity: 2,
      current_stock: 8,
      stock_visibility: 'visible_with_quantity',
      is_digital: false,
      is_catalog: false,
      external_link: null,
      is_classified: false,
      contact_info: null,
      product_colors: [
        { id: 7, name: 'Red', code: '#ff0000' },
        { id: 8, name: 'Black', code: '#000000' },
      ],
      colors: [7, 8],
      attribute_values: [
        { id: 9, attribute_id: 1, value: 'M' },
        { id: 10, attribute_id: 1, value: 'XL' },
      ],
      form: { id: 43, quantity: 2, attribute_values: [9] },
      rating: 4.5,
      reviews_count: 12,
      user_wishlist: null,
      user_review: null,
      seller: {
        id: 5,
        slug: 'acme-store',
        shop_name: 'Acme Store',
        image_82x82: storyImage('Acme', 20, 82, 82),
        rating: 4.6,
        total_products: 38,
        join_date: '03 Jan 2025',
      },
      related_products: [earbuds, headphones],
      sidebar_products: [],
      ...overrides,
    },
  };
}

export function reviewsPage(): GetProductReviewsResponse {
  return {
    reviews: {
      current_page: 1,
      data: [
        {
          id: 88,
          product_id: 43,
          title: 'Great sound',
          rating: 5,
          comment: 'Battery lasts all day.',
          review_date: '19 Nov 2026',
          image_link: null,
          user: { id: 9, full_name: 'Sam Lee' },
          replies: [],
          review_likes: [],
        },
      ],
      first_page_url: 'https://shop.example/home/product-reviews/43?page=1',
      from: 1,
      last_page: 1,
      last_page_url: 'https://shop.example/home/product-reviews/43?page=1',
      links: [],
      next_page_url: null,
      path: 'https://shop.example/home/product-reviews/43',
      per_page: 10,
      prev_page_url: null,
      to: 1,
      total: 1,
    },
    percentages: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 100 },
  };
}

/** Home sections over two pages: deals, a brand row and a banner first; latest products and blogs next. */
export function homePages(): [GetHomePageResponse, GetHomePageResponse] {
  return [
    {
      components: {
        'today_deals-0': [earbuds, speaker],
        'brands-1': [{ id: 2, slug: 'acme', title: 'Acme', image_130x93: storyImage('Acme', 20, 130, 93) }],
        'banners-2': { [`${storyImage('Weekend offers', 90, 1200, 400)}_0`]: '/offer/products' },
        'popular_categories-3': [
          { id: 3, slug: 'audio', title: 'Audio', popular_image: storyImage('Audio', 180, 200, 200) },
        ],
      },
      component_names: ['todays_deal', 'popular_brands', 'banner', 'popular_category'],
      has_more_data: true,
    },
    {
      components: {
        'latest_products-4': [headphones],
        'blog-5': [
          {
            id: 11,
            slug: 'how-to-choose-earbuds',
            title: 'How to choose earbuds',
            short_description: 'Five things to check before you buy.',
            thumbnail: storyImage('Earbuds guide', 300, 400, 250),
          },
        ],
      },
      component_names: ['latest_product', 'latest_news'],
      has_more_data: false,
    },
  ];
}

/** The cart the backend answers an add with: one line of `quantity` × the product. */
export function cartWith(
  product: { id: number; slug: string; product_name: string },
  quantity: number,
): AddToCartResponse {
  return {
    carts: [
      {
        id: 900,
        seller_id: 1,
        product_id: product.id,
        product_name: product.product_name,
        product_slug: product.slug,
        image_72x72: `/images/products/${product.id}/72x72.webp`,
        price: 80,
        discount: 5,
        quantity,
        trx_id: 'TRX-TEST-1',
        shipping_cost: 0,
        tax: 0,
        current_stock: 5,
        min_quantity: 2,
        is_digital_product: 0,
      },
    ],
    checkouts: [],
    coupons: [],
    success: 'Product added to cart',
  };
}
