// Structured data of the pages other than home (products, listings, shops, blog posts): apart from json-ld.ts, whose
// WebSite builder the home page needs, so these builders load with the screens that use them, not on the first route.
import { compact, CONTEXT, type JsonLd } from './json-ld.ts';

export interface ProductJsonLdInput {
  name: string;
  url: string;
  images?: readonly string[];
  description?: string;
  sku?: string;
  brand?: string;
  /** The price the shopper pays now, in `currency`. */
  price: number;
  /** ISO 4217 code, e.g. `USD`. */
  currency: string;
  inStock: boolean;
  /** The shop selling it. */
  seller?: string;
  /** Only when the product has at least one review. */
  rating?: { value: number; count: number };
}

export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  return compact({
    '@type': 'Product',
    name: input.name,
    url: input.url,
    image: input.images && input.images.length > 0 ? [...input.images] : undefined,
    description: input.description,
    sku: input.sku,
    brand: input.brand ? { '@type': 'Brand', name: input.brand } : undefined,
    offers: compact({
      '@type': 'Offer',
      url: input.url,
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      availability: `${CONTEXT}/${input.inStock ? 'InStock' : 'OutOfStock'}`,
      seller: input.seller ? { '@type': 'Organization', name: input.seller } : undefined,
    }),
    aggregateRating:
      input.rating && input.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: input.rating.value,
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  });
}

export interface Crumb {
  name: string;
  /** Absolute address; the last crumb (the page itself) may leave it out. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) =>
      compact({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url }),
    ),
  };
}

export interface StoreJsonLdInput {
  name: string;
  url: string;
  logo?: string;
  image?: string;
  description?: string;
  telephone?: string;
  address?: string;
  rating?: { value: number; count: number };
}

export function storeJsonLd(input: StoreJsonLdInput): JsonLd {
  return compact({
    '@type': 'Store',
    name: input.name,
    url: input.url,
    logo: input.logo,
    image: input.image,
    description: input.description,
    telephone: input.telephone,
    address: input.address,
    aggregateRating:
      input.rating && input.rating.count > 0
        ? { '@type': 'AggregateRating', ratingValue: input.rating.value, ratingCount: input.rating.count }
        : undefined,
  });
}

export interface ItemListJsonLdInput {
  name?: string;
  /** The entries shown, in order; `position` continues across pages when `offset` is given. */
  items: readonly { name: string; url: string; image?: string }[];
  /** How many entries precede this page (page 2 of 24 per page: 24). */
  offset?: number;
}

export function itemListJsonLd({ name, items, offset = 0 }: ItemListJsonLdInput): JsonLd {
  return compact({
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) =>
      compact({
        '@type': 'ListItem',
        position: offset + index + 1,
        name: item.name,
        url: item.url,
        image: item.image,
      }),
    ),
  });
}

export interface BlogPostingJsonLdInput {
  headline: string;
  url: string;
  image?: string;
  description?: string;
  /** ISO 8601 dates. */
  datePublished?: string;
  dateModified?: string;
  author?: string;
  publisher?: { name: string; logo?: string };
  keywords?: readonly string[];
  section?: string;
}

/** For the blog screens (`/blog/:slug`). */
export function blogPostingJsonLd(input: BlogPostingJsonLdInput): JsonLd {
  return compact({
    '@type': 'BlogPosting',
    headline: input.headline,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    image: input.image,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: input.author ? { '@type': 'Person', name: input.author } : undefined,
    publisher: input.publisher
      ? compact({
          '@type': 'Organization',
          name: input.publisher.name,
          logo: input.publisher.logo ? { '@type': 'ImageObject', url: input.publisher.logo } : undefined,
        })
      : undefined,
    keywords: input.keywords && input.keywords.length > 0 ? input.keywords.join(', ') : undefined,
    articleSection: input.section,
  });
}
