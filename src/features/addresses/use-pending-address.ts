import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/design-system/components/Toast';
import { pendingAddressFor, refreshAddressBook, savePendingAddress } from '@/domain/addresses';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';

/** One save at a time per e-mail, whatever mounts the book twice (React's strict mode, two books on a page). */
const saving = new Set<string>();

/**
 * Opening the address book tries again to save the address a guest order left waiting for this account, when the
 * save at sign-in failed (domain/addresses address-book.ts): in the book it is forgotten, failed it stays, said once.
 */
export function usePendingAddressRetry() {
  const t = useT();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const email = useStorefront().user?.email ?? null;
  useEffect(() => {
    if (!email || saving.has(email) || !pendingAddressFor(email)) return;
    saving.add(email);
    void savePendingAddress(email)
      .then(async (outcome) => {
        if (outcome === 'saved') {
          await refreshAddressBook(queryClient);
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
              'We could not add the address of your order to your address book. We will try again.',
            ),
          });
        }
      })
      .finally(() => saving.delete(email));
  }, [email, queryClient, t, toast]);
}
