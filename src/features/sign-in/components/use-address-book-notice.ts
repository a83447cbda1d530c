import { useToast } from '@/design-system/components/Toast';
import type { PendingAddressOutcome } from '@/domain/addresses';
import { toastTitle, useT } from '@/lib/i18n';

/**
 * Tells the shopper, once, what became of the address a guest order left waiting for their account: in the book,
 * or kept in this browser after a failed save (never lost silently). Nothing waiting, nothing said.
 */
export function useAddressBookNotice() {
  const t = useT();
  const { toast } = useToast();
  return (outcome: PendingAddressOutcome) => {
    if (outcome === 'saved') {
      toast({
        tone: 'success',
        title: toastTitle('success', t),
        description: t('The address of your order is now in your address book.'),
      });
    } else if (outcome === 'failed') {
      toast({
        tone: 'warning',
        title: toastTitle('warning', t),
        description: t(
          'We could not add the address of your order to your address book. It is kept in this browser: we try again when you open your address book.',
        ),
      });
    }
  };
}
