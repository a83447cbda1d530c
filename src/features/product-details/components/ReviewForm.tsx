import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { ProductReviewRequest, type Review } from '@/api-generated/model';
import { Button } from '@/design-system/components/Button';
import { FileInput } from '@/design-system/components/FileInput';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { RatingInput } from '@/design-system/components/Rating';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { Textarea } from '@/design-system/components/Textarea';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import { fieldError, formError, readDraft, useContractForm, useDraftOwner } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { useSaveReview, type ReviewTarget } from '../api/review-queries';
import { showWriteFailure } from '../review-form-errors';

const ReviewFields = z.extend(z.pick(ProductReviewRequest, { rating: true, image: true }), {
  title: ProductReviewRequest.shape.title.def.innerType.check(z.trim()),
  comment: ProductReviewRequest.shape.comment.def.innerType.check(z.trim()),
});
type ReviewFieldsInput = z.input<typeof ReviewFields>;

const draftKeyOf = (productId: number) => `review-${productId}`;

/** The shopper's own review: written once, edited afterwards (the backend keeps one per shopper and product). */
export function ReviewForm({
  target,
  own,
  onSaved,
}: {
  target: ReviewTarget;
  own: Review | null;
  onSaved: () => void;
}) {
  const t = useT();
  const owner = useDraftOwner();
  // A draft left by a failed submit or a reload opens the form again.
  const [open, setOpen] = useState(() => readDraft(draftKeyOf(target.productId), owner) !== null);
  if (!open) {
    return (
      <Stack gap="2">
        {own ? (
          <Text size="sm" tone="muted">
            {t('You reviewed this product.')}
          </Text>
        ) : null}
        <Inline>
          <Button variant="outline" iconStart="star" onClick={() => setOpen(true)}>
            {own ? t('Edit your review') : t('Write a Review')}
          </Button>
        </Inline>
      </Stack>
    );
  }
  return (
    <OpenReviewForm
      target={target}
      own={own}
      onClose={() => setOpen(false)}
      onSaved={() => {
        setOpen(false);
        onSaved();
      }}
    />
  );
}

function OpenReviewForm({
  target,
  own,
  onClose,
  onSaved,
}: {
  target: ReviewTarget;
  own: Review | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const save = useSaveReview(target);
  const [fileKey, setFileKey] = useState(0);
  const form = useContractForm(ReviewFields, {
    defaultValues: {
      rating: own?.rating,
      title: own?.title ?? '',
      comment: own?.comment ?? '',
    } as ReviewFieldsInput,
    draftKey: draftKeyOf(target.productId),
    secretFields: ['image'],
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { data: { product_id: target.productId, paginate: 1, ...body } },
      {
        onSuccess: (answer) => {
          form.clearDraft();
          setFileKey((key) => key + 1);
          toast({
            tone: 'success',
            title: toastTitle('success', t),
            description: answer.success ?? t('Review submitted successfully'),
          });
          onSaved();
        },
        onError: (error) => showWriteFailure(form, error, t),
      },
    ),
  );
  const message = formError(errors);
  const heading = own ? t('Edit your review') : t('Write a Review');
  return (
    <form onSubmit={submit} noValidate aria-label={heading}>
      <Stack gap="4">
        {message ? (
          <Text role="alert" tone="critical">
            {message}
          </Text>
        ) : null}
        <Stack gap="1">
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <RatingInput
                legend={t('Your Rating')}
                name={field.name}
                required
                value={typeof field.value === 'number' ? field.value : null}
                onChange={field.onChange}
                getOptionLabel={(stars) => (stars === 1 ? t('1 star') : t('{count} stars', { count: stars }))}
                size="lg"
              />
            )}
          />
          {fieldError(errors, 'rating') ? (
            <Text size="sm" tone="critical">
              {fieldError(errors, 'rating')}
            </Text>
          ) : null}
        </Stack>
        <FormField label={t('Title')} error={fieldError(errors, 'title')}>
          <TextField maxLength={255} {...form.register('title')} />
        </FormField>
        <FormField label={t('Comment')} error={fieldError(errors, 'comment')}>
          <Textarea rows={4} maxLength={5000} {...form.register('comment')} />
        </FormField>
        <FormField
          label={t('Photo')}
          hint={own?.image_link ? t('A new photo replaces the one you added before.') : undefined}
          error={fieldError(errors, 'image')}
        >
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <FileInput
                key={fileKey}
                accept="image/*"
                name={field.name}
                buttonLabel={t('Choose photo')}
                noFileText={t('No file chosen')}
                clearLabel={t('Remove file')}
                onChange={(files) => field.onChange(files[0])}
              />
            )}
          />
        </FormField>
        <Inline gap="3">
          <Button type="submit" loading={save.isPending} loadingLabel={t('Sending')}>
            {own ? t('Update review') : t('Submit review')}
          </Button>
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            {t('Cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
