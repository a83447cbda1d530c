import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { Textarea } from '@/design-system/components/Textarea';
import { useToast } from '@/design-system/components/Toast';
import {
  BlogCommentRequest,
  blogCommentRequestCommentMax,
} from '@/api-generated/model/blogCommentRequest.zod';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { useStoreComment } from '../api/blog-queries';

const useCount = () => {
  const t = useT();
  return (length: number, max: number) => t('{n} of {max} characters', { n: length, max });
};

/** The post's own comment form. What was typed is kept as a draft until the comment is stored. */
export function CommentForm({ blogId, slug }: { blogId: number; slug: string }) {
  const t = useT();
  const { toast } = useToast();
  const count = useCount();
  const store = useStoreComment(slug);
  const form = useContractForm(BlogCommentRequest, {
    defaultValues: { blog_id: blogId, comment: '', slug },
    draftKey: `blog-comment-${blogId}`,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await store.mutateAsync(values);
      form.clearDraft();
      form.reset({ blog_id: blogId, comment: '', slug });
      toast({
        tone: 'success',
        title: toastTitle('success', t),
        description: answer.success ?? t('Comment posted'),
      });
    } catch (error) {
      applyServerErrors(form, error, { blog_id: 'comment' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Leave a comment')}>
      <Stack gap="3">
        <FormField label={t('Your comment')} error={fieldError(errors, 'comment')}>
          <Textarea
            {...form.register('comment')}
            maxLength={blogCommentRequestCommentMax}
            formatCount={count}
          />
        </FormField>
        {formError(errors) ? (
          <Text size="sm" tone="critical" role="alert">
            {formError(errors)}
          </Text>
        ) : null}
        <Inline>
          <Button type="submit" loading={store.isPending} loadingLabel={t('Sending')}>
            {t('Post Comment')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
