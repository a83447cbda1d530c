// Structured data for search engines (schema.org JSON-LD). Builders take plain shopper-facing values (already
// absolute addresses, numbers, ISO dates), so any screen can describe what it shows without the API's shapes.

export type JsonLd = Record<string, unknown> & { '@type': string };

const CONTEXT = 'https://schema.org';

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>`, `&` and the two JavaScript line
 * separators written as \u escapes, so data such as a product named `</script><script>…` can never end the
 * element early or be read as markup. The escaped text is still the same JSON.
 */
export function jsonLdText(data: JsonLd | readonly JsonLd[]): string {
  const graph = Array.isArray(data)
    ? { '@context': CONTEXT, '@graph': data }
    : { '@context': CONTEXT, ...(data as JsonLd) };
  return JSON.stringify(graph)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Drops keys whose value is undefined, null or '' so the output never carries empty claims. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as T;
}

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

/** The shop as a whole (home page), with its product search for search engines' site search box. */
export function websiteJsonLd(input: { name: string; url: string; searchUrlTemplate?: string }): JsonLd {
  return compact({
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    potentialAction: input.searchUrlTemplate
      ? {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: input.searchUrlTemplate },
          'query-input': 'required name=search_term_string',
        }
      : undefined,
  });
}
