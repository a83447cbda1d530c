import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Heading } from '@/design-system/components/Heading';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { ContactValue } from '@/ui';
import { contactQueries } from './api/page-queries';
import { ContactForm } from './components/ContactForm';
import { TextPageLayout } from './components/TextPageLayout';

const sellerOf = (raw: string | null): number | undefined => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * "Contact" (/contact): the shop's address, e-mail and phone, and a message form. `?seller=<id>` (from a shop's
 * page) sends the message to that seller. The form works even when the details cannot be read.
 */
export function ContactScreen() {
  const t = useT();
  const [search] = useSearchParams();
  const sellerId = sellerOf(search.get('seller'));
  const query = useQuery(contactQueries().contact);
  const contact = query.data?.contact;
  const emails = [contact?.email, contact?.optional_email].filter((v): v is string => Boolean(v));
  const phones = [contact?.phone, contact?.optional_phone].filter((v): v is string => Boolean(v));

  return (
    <TextPageLayout>
      <Heading level={1} size="2xl">
        {contact?.title ?? t('Contact')}
      </Heading>
      <Box
        display="flex"
        flexDirection={{ mobile: 'column', desktop: 'row' }}
        gap="8"
        alignItems="flex-start"
      >
        <Box
          as="section"
          aria-label={t('Contact details')}
          width="full"
          maxWidth={{ mobile: 'full', desktop: 'dialog' }}
        >
          {query.isPending ? (
            <Box aria-busy="true">
              <Skeleton shape="text" lines={4} />
            </Box>
          ) : query.isError ? (
            <Text tone="muted">
              {t('The contact details could not be loaded. You can still send a message.')}
            </Text>
          ) : (
            <Stack gap="4">
              {contact?.address ? (
                <Stack gap="1">
                  <Text weight="bold">{t('Address')}</Text>
                  <Text as="p">{contact.address}</Text>
                </Stack>
              ) : null}
              {emails.length > 0 ? (
                <Stack gap="1">
                  <Text weight="bold">{t('Email')}</Text>
                  {emails.map((email) => (
                    <ContactValue key={email} value={email} linkAs="email" />
                  ))}
                </Stack>
              ) : null}
              {phones.length > 0 ? (
                <Stack gap="1">
                  <Text weight="bold">{t('Phone')}</Text>
                  {phones.map((phone) => (
                    <ContactValue key={phone} value={phone} linkAs="phone" />
                  ))}
                </Stack>
              ) : null}
            </Stack>
          )}
        </Box>
        <Box flex="fill" width="full" minWidth={0}>
          <ContactForm sellerId={sellerId} />
        </Box>
      </Box>
    </TextPageLayout>
  );
}
