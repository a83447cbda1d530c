import { Box, Button, Heading, Stack, Text } from '@/design-system';
import { useT } from '@/lib/i18n';
import { truthy } from '@/lib/storefront/product-pricing';
import type { ProductDetails } from '../purchase';

/** Catalogue products are bought on the seller's own site; classified ads show how to reach the seller. */
export function OffSiteOffer({ product }: { product: ProductDetails }) {
  const t = useT();
  if (truthy(product.is_catalog)) {
    return product.external_link && /^https?:\/\//i.test(product.external_link) ? (
      <Button asChild size="lg" iconEnd="external">
        <a href={product.external_link} target="_blank" rel="noopener noreferrer">
          {t('Buy on the seller’s site')}
        </a>
      </Button>
    ) : (
      <Text tone="muted">{t('This product is sold on the seller’s own site.')}</Text>
    );
  }
  const contact = product.contact_info;
  const rows = [
    [t('Name'), contact?.contact_name],
    [t('Phone'), contact?.phone_no],
    [t('Email'), contact?.email],
    [t('Address'), contact?.address],
    [t('Other'), contact?.others],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <Box
      as="section"
      background="surfaceRaised"
      borderRadius="md"
      padding="4"
      aria-labelledby="seller-contact"
    >
      <Stack gap="2">
        <Heading level={2} size="md" id="seller-contact">
          {t('Contact the seller')}
        </Heading>
        {rows.length === 0 ? <Text tone="muted">{t('No contact details given.')}</Text> : null}
        {rows.map(([label, value]) => (
          <Text key={label}>
            <Text as="span" weight="semibold">
              {label}:
            </Text>{' '}
            {value}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
