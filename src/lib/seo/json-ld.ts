// Structured data for search engines (schema.org JSON-LD). Builders take plain shopper-facing values (already
// absolute addresses, numbers, ISO dates), so any screen can describe what it shows without the API's shapes.

export type JsonLd = Record<string, unknown> & { '@type': string };

export const CONTEXT = 'https://schema.org';

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
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as T;
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
