// A shared list's link (issue 38 §5): which list it came from and its products, as slugs with an optional variant
// (its ids `12-40`, or its name where the list knows only that, as the cart does), one `p` parameter each. Nothing
// about the shopper travels. The link is bounded: at most SHARED_LIST_MAX products, each part length-capped, so a
// link stays short and a hostile one cannot make the page ask for hundreds of products.
import { paths } from '@/lib/navigation';

export const SHARED_LIST_MAX = 20;
export const SHARED_LIST_KINDS = ['wishlist', 'compare', 'cart'] as const;
export type SharedListKind = (typeof SHARED_LIST_KINDS)[number];

export interface SharedListItem {
  slug: string;
  /** Variant ids (`12-40`) or, where only that is known, the variant's name. */
  variant?: string;
}

const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_.-]{0,119}$/u;
const VARIANT_MAX = 60;
const SEPARATOR = '~';

/** The link's path and query; `dropped` products did not fit (more than SHARED_LIST_MAX). */
export function sharedListHref(
  kind: SharedListKind,
  items: readonly SharedListItem[],
): { href: string; dropped: number } {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const item of items) {
    const variant = item.variant?.trim().slice(0, VARIANT_MAX);
    const part = variant ? `${item.slug}${SEPARATOR}${variant}` : item.slug;
    if (!SLUG.test(item.slug) || seen.has(part)) continue;
    seen.add(part);
    parts.push(part);
  }
  const kept = parts.slice(0, SHARED_LIST_MAX);
  const query = new URLSearchParams({ list: kind });
  for (const part of kept) query.append('p', part);
  return { href: `${paths.sharedList.href()}?${query.toString()}`, dropped: parts.length - kept.length };
}

export type ParsedSharedList =
  { ok: true; kind: SharedListKind; items: SharedListItem[]; truncated: boolean } | { ok: false };

/** Reads a shared list's search parameters; anything malformed is `{ ok: false }`, never a guess. */
export function parseSharedList(search: URLSearchParams): ParsedSharedList {
  const kind = search.get('list');
  if (!SHARED_LIST_KINDS.includes(kind as SharedListKind)) return { ok: false };
  const raw = search.getAll('p');
  if (raw.length === 0) return { ok: false };
  const items: SharedListItem[] = [];
  for (const part of raw.slice(0, SHARED_LIST_MAX)) {
    const at = part.indexOf(SEPARATOR);
    const slug = at === -1 ? part : part.slice(0, at);
    const variant = at === -1 ? '' : part.slice(at + 1).trim();
    if (!SLUG.test(slug) || variant.length > VARIANT_MAX) return { ok: false };
    items.push(variant ? { slug, variant } : { slug });
  }
  return { ok: true, kind: kind as SharedListKind, items, truncated: raw.length > SHARED_LIST_MAX };
}

/** Variant ids as the backend writes them (colour id then attribute value ids). */
export const isVariantIds = (variant: string): boolean => /^[0-9]+(-[0-9]+)*$/.test(variant);
