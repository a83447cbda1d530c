import * as z from 'zod/mini';
import { ReviewReplyRequest } from '@/api-generated/model';
import { Textarea } from '@/design-system/components/Textarea';
import { useToast } from '@/design-system/components/Toast';
import { fieldError, formError, useContractForm } from '@/lib/forms';
import { toastTitle, useT } from '@/lib/i18n';
import { ReplyForm as ReplyFormShell } from '@/ui/ReplyForm';
import { useReplyToReview, type ReviewTarget } from '../api/review-queries';
import { showWriteFailure } from '../review-form-errors';

const ReplyFields = z.object({ reply: ReviewReplyRequest.shape.reply.check(z.trim()) });

/** A reply to one review; the author is the session's shopper. */
export function ReplyForm({
  reviewId,
  target,
  authorName,
  onDone,
}: {
  reviewId: number;
  target: ReviewTarget;
  authorName: string;
  onDone: () => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const reply = useReplyToReview(target);
  const form = useContractForm(ReplyFields, {
    defaultValues: { reply: '' },
    draftKey: `review-reply-${reviewId}`,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    reply.mutate(
      { data: { review_id: reviewId, product_id: target.productId, reply: body.reply } },
      {
        onSuccess: (answer) => {
          form.clearDraft();
          form.reset({ reply: '' });
          toast({
            tone: 'success',
            title: toastTitle('success', t),
            description: answer.success ?? t('Reply submitted successfully'),
          });
          onDone();
        },
        onError: (error) => showWriteFailure(form, error, t),
      },
    ),
  );
  return (
    <ReplyFormShell
      author={authorName}
      onSubmit={submit}
      message={formError(errors)}
      error={fieldError(errors, 'reply')}
      required
      pending={reply.isPending}
      onCancel={onDone}
    >
      <Textarea rows={3} maxLength={5000} {...form.register('reply')} />
    </ReplyFormShell>
  );
}
