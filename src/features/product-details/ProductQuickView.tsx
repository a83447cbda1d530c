import { useT } from '@/lib/i18n';
import { QueryError } from '@/ui';
import { isNotFoundAnswer } from '@/lib/http';
import { useProductDetails } from '@/domain/products';
import { QuickViewProduct } from './components/QuickViewProduct';
import { QuickViewSkeleton } from './components/QuickViewSkeleton';
import { QuickViewDialog } from './quick-view-frame';

export interface ProductQuickViewProps {
  slug: string;
  /** Asked for by Escape, the close button and the overlay; the owner removes the `?product=` parameter. */
  onClose: () => void;
  /** Frozen clock for stories and screenshots (the discount countdown); live time without it. */
  now?: number;
}

/**
 * The product quick view (spec §2, the modal named `product`): the product page's purchase panel in a dialog
 * titled with the product's name. Every state renders the same dialog, so it stays put while the product loads.
 */
export function ProductQuickView({ slug, onClose, now }: ProductQuickViewProps) {
  const t = useT();
  const query = useProductDetails(slug);
  const product = query.data?.product;
  const failed = query.isError && !query.data;
  // Unknown, or not published (any more): said in the dialog, which the shopper then closes.
  const notFound = failed ? isNotFoundAnswer(query.error) : !!product && product.status !== 'published';

  if (notFound) {
    return (
      <QuickViewDialog
        title={t('Product not found')}
        description={t('This product does not exist or is no longer available.')}
        hideDescription={false}
        onClose={onClose}
      />
    );
  }
  if (failed) {
    return (
      <QuickViewDialog
        title={t('Quick view')}
        description={t('We could not load this product')}
        onClose={onClose}
      >
        <QueryError
          query={query}
          size="compact"
          headingLevel={3}
          title={t('We could not load this product')}
        />
      </QuickViewDialog>
    );
  }
  if (!query.data) {
    return (
      <QuickViewDialog title={t('Quick view')} description={t('Loading product')} onClose={onClose}>
        <QuickViewSkeleton />
      </QuickViewDialog>
    );
  }
  const { attributes } = query.data;
  return (
    <QuickViewDialog title={query.data.product.product_name} description={t('Quick view')} onClose={onClose}>
      <QuickViewProduct product={query.data.product} attributes={attributes} now={now} />
    </QuickViewDialog>
  );
}
