import { useState } from 'react';
import { useSendContactMessage } from '@/api-generated/endpoints/pages/pages';
import { ContactMessageRequest } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { TextField } from '@/design-system/components/TextField';
import { Textarea } from '@/design-system/components/Textarea';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';

/**
 * The message form of the contact page. What was typed survives a failed send and a reload (a session draft);
 * a 422 puts each message on its field. With `sellerId` the message goes to that shop.
 */
export function ContactForm({ sellerId }: { sellerId?: number }) {
  const t = useT();
  const { user } = useStorefront();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(ContactMessageRequest, {
    defaultValues: {
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      email: user?.email ?? '',
      subject: '',
      message: '',
    },
    draftKey: sellerId ? `contact-seller-${sellerId}` : 'contact',
  });
  const { errors } = form.formState;
  const rootError = formError(errors);

  const submit = form.handleSubmit((body) => {
    setSent(null);
    send.mutate(
      { data: sellerId ? { ...body, seller_id: sellerId } : body },
      {
        onSuccess: (answer) => {
          form.clearDraft();
          form.reset({ ...form.getValues(), subject: '', message: '' });
          setSent(answer.success);
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <Box as="section" aria-labelledby="contact-form-title">
      <Stack gap="4">
        <Heading level={2} size="xl" id="contact-form-title">
          {sellerId ? t('Message the seller') : t('Send us a message')}
        </Heading>
        <Box role="status">
          {sent ? (
            <Box padding="4" borderRadius="md" background="positiveSurface">
              <Text>{sent}</Text>
            </Box>
          ) : null}
        </Box>
        {rootError ? (
          <Text tone="critical" role="alert">
            {rootError}
          </Text>
        ) : null}
        <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
          <Stack gap="4">
            <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="4">
              <Box flex="fill">
                <FormField label={t('Name')} required error={fieldError(errors, 'name')}>
                  <TextField autoComplete="name" {...form.register('name')} />
                </FormField>
              </Box>
              <Box flex="fill">
                <FormField label={t('Email')} required error={fieldError(errors, 'email')}>
                  <TextField
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    {...form.register('email')}
                  />
                </FormField>
              </Box>
            </Box>
            <FormField label={t('Subject')} required error={fieldError(errors, 'subject')}>
              <TextField {...form.register('subject')} />
            </FormField>
            <FormField label={t('Message')} required error={fieldError(errors, 'message')}>
              <Textarea rows={6} {...form.register('message')} />
            </FormField>
            <Box>
              <Button type="submit" size="lg" loading={send.isPending} loadingLabel={t('Sending')}>
                {t('Send Message')}
              </Button>
            </Box>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
