import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';

export interface ReplyFormProps {
  /** Whom the reply answers: the form is named "Reply to {name}". */
  author: string;
  /** The reply's text box, registered with the caller's form (its length, count and focus are the caller's). */
  children: ReactNode;
  /** The reply field's own error (`fieldError(errors, …)` from lib/forms). */
  error?: ReactNode;
  /** A refusal that names no field the form shows: announced above the field. */
  message?: string;
  required?: boolean;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/**
 * A reply opened under what it answers (a product review, a blog comment or reply): the field, "Post reply" and
 * "Cancel". The caller owns the request, its draft and its toasts; this is only the form's one look and wording.
 */
export function ReplyForm({
  author,
  children,
  error,
  message,
  required = false,
  pending,
  onSubmit,
  onCancel,
}: ReplyFormProps) {
  const t = useT();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Reply to {name}', { name: author })}>
      <Stack gap="3">
        {message ? (
          <Text role="alert" tone="critical" size="sm">
            {message}
          </Text>
        ) : null}
        <FormField label={t('Your reply')} required={required} error={error}>
          {children}
        </FormField>
        <Inline gap="2">
          <Button type="submit" size="sm" loading={pending} loadingLabel={t('Sending')}>
            {t('Post reply')}
          </Button>
          <Button type="button" size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
