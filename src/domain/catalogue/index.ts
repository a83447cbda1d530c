// The catalogue's reads (the catalogue endpoints are this word's alone): a listing's URL state and its request
// (listing-query, pure: the demo server reads it), the listing's products and facets (listing-queries) and the
// facets' further pages (facet-pages), today's deals and the flash sale (deal-lists), the categories and brands
// directories (directory-queries) and a product found by its name (name-search).
export * from './listing-query';
export * from './listing-queries';
export * from './facet-pages';
export * from './deal-lists';
export * from './directory-queries';
export * from './name-search';
