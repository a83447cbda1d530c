import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import { newChangeKey } from '@/domain/cart';
import { useDeleteCartLine, useUpdateCartLine } from '@/domain/cart';

/**
 * Stepping and removing lines, with the server's confirmation as a success toast: shared by the cart page and the
 * header's mini-cart. `onRemoved` lets the caller put keyboard focus somewhere that still exists.
 */
export function useCartActions({ onRemoved }: { onRemoved?: () => void } = {}) {
  const t = useT();
  const { toast } = useToast();
  const update = useUpdateCartLine();
  const remove = useDeleteCartLine();
  const showSuccess = (message: string | undefined) => {
    if (message) toast({ tone: 'success', title: toastTitle('success', t), description: message });
  };
  return {
    step: (lineId: number, delta: 1 | -1) =>
      update.mutate(
        { data: { id: lineId, quantity: delta }, idempotencyKey: newChangeKey() },
        { onSuccess: (a) => showSuccess(a.success) },
      ),
    remove: (lineId: number) =>
      remove.mutate(
        { id: lineId, idempotencyKey: newChangeKey() },
        {
          onSuccess: (answer) => {
            showSuccess(answer.success);
            onRemoved?.();
          },
        },
      ),
    removingLineId: remove.isPending ? remove.variables?.id : undefined,
  };
}
