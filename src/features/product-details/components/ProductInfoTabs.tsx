import { SafeHtml } from '@/design-system/components/SafeHtml';
import { Tabs } from '@/design-system/components/Tabs';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { safeHref } from '@/lib/navigation';
import type { ProductDetails } from '../purchase';

/** Description and specification (server HTML, sanitised). The reviews have their own section below. */
export function ProductInfoTabs({ product }: { product: ProductDetails }) {
  const t = useT();
  const description = product.language_product?.description;
  const specification = product.language_product?.specification;
  const html = (value: string | null | undefined, empty: string) =>
    value ? <SafeHtml html={value} safeHref={safeHref} /> : <Text tone="muted">{empty}</Text>;
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
      ]}
    />
  );
}
