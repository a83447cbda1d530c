import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { ContactValue } from '@/ui';
import { useT } from '@/lib/i18n';
import { safeHref } from '@/lib/navigation';
import { truthy } from '@/domain/prices';
import type { ProductDetails } from '../purchase';

/** Catalogue products are bought on the seller's own site; classified ads show how to reach the seller. */
export function OffSiteOffer({ product }: { product: ProductDetails }) {
  const t = useT();
  if (truthy(product.is_catalog)) {
    // The seller's page; `javascript:` and other non-web addresses never become links.
    const address = safeHref(product.external_link);
    return address ? (
      <Button asChild size="lg" iconEnd="external">
        <a href={address} target="_blank" rel="noopener noreferrer">
          {t('Buy on the seller’s site')}
        </a>
      </Button>
    ) : (
      <Text tone="muted">{t('This product is sold on the seller’s own site.')}</Text>
    );
  }
  const contact = product.contact_info;
  const phone = contact?.phone_no?.trim();
  const email = contact?.email?.trim();
  const entries: [string, ReactNode][] = [
    [t('Name'), contact?.contact_name],
    [t('Phone'), phone ? <ContactValue value={phone} linkAs="phone" /> : null],
    [t('Email'), email ? <ContactValue value={email} linkAs="email" /> : null],
    [t('Address'), contact?.address],
    [t('Other'), contact?.others],
  ];
  const rows = entries.filter((entry) => Boolean(entry[1]));
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
        <Text tone="muted">
          {t('This product is not sold through the cart: contact the seller to buy it.')}
        </Text>
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
