import type { ProductDetails } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths } from '@/lib/navigation';
import {
  publicImageUrl,
  breadcrumbJsonLd,
  canonicalUrl,
  PageHead,
  plainText,
  productJsonLd,
  siteRoot,
} from '@/lib/seo';
import { useStorefront } from '@/lib/session';
import { canBuy, truthy } from '@/domain/prices';

/** The product page's title, description, sharing picture, and Product + BreadcrumbList structured data. */
export function ProductHead({ product }: { product: ProductDetails }) {
  const t = useT();
  const { currency } = useStorefront();
  const modules = useModules();
  const root = siteRoot();
  const url = canonicalUrl(paths.product.href({ slug: product.slug }), '', root);
  const discounted = product.special_discount_check > 0 && product.discount_percentage > 0;
  const price =
    discounted && product.discount_percentage < product.price ? product.discount_percentage : product.price;
  const images = product.gallery.large.flatMap((src) => publicImageUrl(src, root) ?? []);
  const description = plainText(
    product.language_product?.meta_description ||
      product.meta_short_description ||
      product.short_description ||
      product.language_product?.short_description,
  );
  const brand = product.brand?.title ?? product.brand_title ?? undefined;
  const crumbs = [
    { name: t('Home'), url: canonicalUrl(paths.home.href(), '', root) },
    ...(product.category_slug && product.category_title
      ? [
          {
            name: product.category_title,
            url: canonicalUrl(paths.category.href({ slug: product.category_slug }), '', root),
          },
        ]
      : []),
    { name: product.product_name },
  ];
  const offSite = truthy(product.is_catalog) || truthy(product.is_classified);
  return (
    <PageHead
      title={product.language_product?.meta_title || product.product_meta_title || product.product_name}
      description={description}
      image={product.product_meta_image || images[0]}
      type="product"
      jsonLd={[
        productJsonLd({
          name: product.product_name,
          url,
          images,
          description,
          brand,
          price: price * currency.exchange_rate,
          currency: currency.code,
          inStock: offSite || canBuy(product),
          // Without the seller system the page names no seller, and neither does its description for search.
          seller: modules.sellers ? product.seller?.shop_name : undefined,
          rating: { value: product.rating, count: product.reviews_count },
        }),
        breadcrumbJsonLd(crumbs),
      ]}
    />
  );
}
