// One small head manager: React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>, so the
// manager just renders them. Screens describe their page with <PageHead>; the manager merges that over the
// route's defaults (its title from the route table, the shop's name and description) and renders one set of
// tags, so two screens never leave two titles or two canonical links behind.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { canonicalUrl, publicImageUrl } from './canonical.ts';
import { jsonLdText, type JsonLd } from './json-ld.ts';

export interface PageHeadProps {
  /** The page's own title, without the shop's name ("Wireless Earbuds Pro"). Default: the route's title. */
  title?: string;
  description?: string;
  /** Picture for sharing (absolute, or relative to the site). */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'product' | 'article' | 'profile';
  /** Structured data for search engines (see json-ld.ts builders). */
  jsonLd?: readonly JsonLd[];
  /** Pages that must not be indexed (not found, errors). */
  noIndex?: boolean;
}

type Register = (id: string, head: PageHeadProps | null) => void;

const HeadContext = createContext<Register | null>(null);

/** Marks the tags this manager owns; anything else of the same kind in <head> (the static shell's) is removed. */
const OWNED = 'data-mf-head';

export interface HeadManagerProps {
  siteName: string;
  /** The route table's title, translated; `null` when the screen names itself (or on home). */
  routeTitle: string | null;
  /** Home's title is the shop's name alone. */
  isHome: boolean;
  defaultDescription: string;
  /** Default sharing picture (the shop's logo). */
  defaultImage?: string;
  /** The router location the canonical address is built from. */
  pathname: string;
  search: string;
  /** `en_US`-style locale for Open Graph. */
  locale?: string;
  children?: ReactNode;
}

export function HeadManager({
  siteName,
  routeTitle,
  isHome,
  defaultDescription,
  defaultImage,
  pathname,
  search,
  locale,
  children,
}: HeadManagerProps) {
  const [heads, setHeads] = useState<ReadonlyMap<string, PageHeadProps>>(() => new Map());
  const register = useCallback<Register>((id, head) => {
    setHeads((current) => {
      const next = new Map(current);
      if (head) next.set(id, head);
      else next.delete(id);
      return next;
    });
  }, []);

  // The static shell's <title> and description (index.html, or the backend's Blade page) would shadow ours.
  useEffect(() => {
    for (const stale of document.head.querySelectorAll(
      `title:not([${OWNED}]), meta[name="description"]:not([${OWNED}]), link[rel="canonical"]:not([${OWNED}])`,
    )) {
      stale.remove();
    }
  }, []);

  const page: PageHeadProps = Object.assign({}, ...heads.values()) as PageHeadProps;
  const jsonLd = [...heads.values()].flatMap((head) => head.jsonLd ?? []);
  const ownTitle = page.title ?? routeTitle;
  const title = ownTitle && !(isHome && page.title === undefined) ? `${ownTitle} | ${siteName}` : siteName;
  const description = page.description?.trim() || defaultDescription;
  const url = canonicalUrl(pathname, search);
  // A screen's own picture when a preview can fetch it, else the shop's default one.
  const image = publicImageUrl(page.image) ?? publicImageUrl(defaultImage);
  const owned = { [OWNED]: '' };

  return (
    <HeadContext value={register}>
      {children}
      <title {...owned}>{title}</title>
      <meta {...owned} name="description" content={description} />
      <link {...owned} rel="canonical" href={url} />
      {page.noIndex ? <meta {...owned} name="robots" content="noindex" /> : null}
      <meta {...owned} property="og:type" content={page.type ?? 'website'} />
      <meta {...owned} property="og:site_name" content={siteName} />
      <meta {...owned} property="og:title" content={ownTitle ?? siteName} />
      <meta {...owned} property="og:description" content={description} />
      <meta {...owned} property="og:url" content={url} />
      {locale ? <meta {...owned} property="og:locale" content={locale} /> : null}
      {image ? <meta {...owned} property="og:image" content={image} /> : null}
      <meta {...owned} name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta {...owned} name="twitter:title" content={ownTitle ?? siteName} />
      <meta {...owned} name="twitter:description" content={description} />
      {image ? <meta {...owned} name="twitter:image" content={image} /> : null}
      {jsonLd.length > 0 && typeof document !== 'undefined'
        ? createPortal(
            <script {...owned} type="application/ld+json">
              {jsonLdText(jsonLd.length === 1 ? (jsonLd[0] as JsonLd) : jsonLd)}
            </script>,
            document.head,
          )
        : null}
    </HeadContext>
  );
}

/**
 * What a screen tells search engines and sharing previews about itself. Renders nothing; the HeadManager above
 * it writes the tags (and forgets them when the screen goes).
 */
export function PageHead(props: PageHeadProps) {
  const register = useContext(HeadContext);
  const id = useId();
  // Screens pass fresh objects on every render: only a changed description re-registers.
  const key = JSON.stringify(props);
  const head = useMemo(() => JSON.parse(key) as PageHeadProps, [key]);
  useEffect(() => {
    if (!register) return undefined;
    register(id, head);
    return () => register(id, null);
  }, [register, id, head]);
  return null;
}
