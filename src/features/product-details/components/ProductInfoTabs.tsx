import { SafeHtml, SectionErrorBoundary, Tabs, Text } from '@/design-system';
import { useT } from '@/lib/i18n';
import type { ProductDetails } from '../purchase';
import { ReviewsSection } from './ReviewsSection';

/** Description and specification (server HTML, sanitised) and the reviews, loaded when their tab opens. */
export function ProductInfoTabs({ product }: { product: ProductDetails }) {
  const t = useT();
  const description = product.language_product?.description;
  const specification = product.language_product?.specification;
  const html = (value: string | null | undefined, empty: string) =>
    value ? <SafeHtml html={value} /> : <Text tone="muted">{empty}</Text>;
  return (
    <Tabs
      label={t('Product information')}
      items={[
        {
          value: 'description',
          label: t('Description'),
          content: html(description, t('No description yet')),
        },
        {
          value: 'specification',
          label: t('Specification'),
          content: html(specification, t('No specification yet')),
        },
        {
          value: 'reviews',
          label: t('Reviews ({count})', { count: product.reviews_count }),
          content: (
            <SectionErrorBoundary
              name={t('Reviews')}
              title={t('{section} could not be shown', { section: t('Reviews') })}
              retryLabel={t('Try again')}
            >
              <ReviewsSection productId={product.id} />
            </SectionErrorBoundary>
          ),
        },
      ]}
    />
  );
}
