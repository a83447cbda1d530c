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
import { BlogCommentReplyRequest } from '@/api-generated/model/blogCommentReplyRequest.zod';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { useStoreComment, useStoreReply } from '../api/blog-queries';

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

export interface ReplyTarget {
  /** The thread's comment. */
  commentId: number;
  /** The reply answered, or null for the comment itself. */
  parentId: number | null;
  level: number;
  /** Whom the reply answers, for the form's name. */
  author: string;
}

/** A reply in a thread, opened under the comment or reply it answers. */
export function ReplyForm({
  target,
  slug,
  onDone,
}: {
  target: ReplyTarget;
  slug: string;
  onDone: () => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const count = useCount();
  const store = useStoreReply(slug);
  const defaults = {
    blog_comment_id: target.commentId,
    parent_id: target.parentId,
    level: Math.min(target.level + 1, 2),
    comment: '',
    slug,
  };
  const form = useContractForm(BlogCommentReplyRequest, {
    defaultValues: defaults,
    draftKey: `blog-reply-${target.commentId}-${target.parentId ?? 0}`,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await store.mutateAsync(values);
      form.clearDraft();
      form.reset(defaults);
      toast({
        tone: 'success',
        title: toastTitle('success', t),
        description: answer.success ?? t('Comment posted'),
      });
      onDone();
    } catch (error) {
      applyServerErrors(form, error, { blog_comment_id: 'comment', parent_id: 'comment', level: 'comment' });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('Reply to {name}', { name: target.author })}
    >
      <Stack gap="2">
        <FormField label={t('Your reply')} error={fieldError(errors, 'comment')}>
          <Textarea
            {...form.register('comment')}
            maxLength={blogCommentRequestCommentMax}
            formatCount={count}
            autoFocus
          />
        </FormField>
        {formError(errors) ? (
          <Text size="sm" tone="critical" role="alert">
            {formError(errors)}
          </Text>
        ) : null}
        <Inline gap="2">
          <Button type="submit" size="sm" loading={store.isPending} loadingLabel={t('Sending')}>
            {t('Post reply')}
          </Button>
          <Button type="button" size="sm" variant="ghost" tone="neutral" onClick={onDone}>
            {t('Cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
