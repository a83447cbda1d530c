import type { GetFilteredProductsResponse } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import {
  breadcrumbJsonLd,
  canonicalUrl,
  itemListJsonLd,
  PageHead,
  publicImageUrl,
  siteRoot,
} from '@/lib/seo';

interface ListingHeadProps {
  /** The list's title as shown (null while a category's header loads). */
  title: string | null;
  parent?: { label: string; href: string };
  data: GetFilteredProductsResponse | undefined;
  /** Search results are not indexed: endless combinations of words with no content of their own. */
  searching: boolean;
}

/** The listing's title, a description with its count, and ItemList + BreadcrumbList structured data. */
export function ListingHead({ title, parent, data, searching }: ListingHeadProps) {
  const t = useT();
  const root = siteRoot();
  const page = data?.products;
  const products = page?.data ?? [];
  const offset = page ? (page.current_page - 1) * page.per_page : 0;
  const described = title ?? undefined;
  return (
    <PageHead
      title={described}
      description={
        described && page
          ? `${described}: ${page.total === 1 ? t('1 product found') : t('{count} products found', { count: page.total })}`
          : undefined
      }
      noIndex={searching}
      jsonLd={
        described
          ? [
              itemListJsonLd({
                name: described,
                offset,
                items: products.map((product) => ({
                  name: product.product_name,
                  url: canonicalUrl(paths.product.href({ slug: product.slug }), '', root),
                  image: publicImageUrl(product.image_190x230, root),
                })),
              }),
              breadcrumbJsonLd([
                { name: t('Home'), url: canonicalUrl(paths.home.href(), '', root) },
                ...(parent ? [{ name: parent.label, url: canonicalUrl(parent.href, '', root) }] : []),
                { name: described },
              ]),
            ]
          : undefined
      }
    />
  );
}
