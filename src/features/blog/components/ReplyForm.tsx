// Loaded when the reader chooses to reply (CommentThread), as a product review's reply form is.
import { Textarea } from '@/design-system/components/Textarea';
import { useToast } from '@/design-system/components/Toast';
import {
  BlogCommentReplyRequest,
  blogCommentReplyRequestCommentMax,
} from '@/api-generated/model/blogCommentReplyRequest.zod';
import { applyServerErrors, fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { ReplyForm as ReplyFormShell } from '@/ui/ReplyForm';
import { useStoreReply } from '../api/blog-queries';

// The comment form's counter (CommentForm), kept here too so this chunk needs nothing from the post's.
const useCount = () => {
  const t = useT();
  return (length: number, max: number) => t('{n} of {max} characters', { n: length, max });
};

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
    <ReplyFormShell
      author={target.author}
      onSubmit={(event) => void submit(event)}
      message={formError(errors)}
      error={fieldError(errors, 'comment')}
      pending={store.isPending}
      onCancel={onDone}
    >
      <Textarea
        {...form.register('comment')}
        maxLength={blogCommentReplyRequestCommentMax}
        formatCount={count}
        autoFocus
      />
    </ReplyFormShell>
  );
}
