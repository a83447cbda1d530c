import { useEffect, useRef, useSyncExternalStore } from 'react';
import { onlineManager, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, usePlural, useT } from '@/lib/i18n';
import { storageOwner } from '@/lib/storage';
import { useStorefront } from '@/lib/session';
import { CART_CHANGE_KEY } from '@/domain/cart';
import { keepCartChangesAcrossReloads } from '@/domain/cart';
import * as styles from './layout.css';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a connection, as TanStack Query sees it (it pauses queries and mutations offline). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);

/** Cart changes still waiting for the connection. */
export function usePendingCartChanges(): number {
  return useMutationState({
    filters: { mutationKey: CART_CHANGE_KEY, status: 'pending', predicate: (m) => m.state.isPaused },
  }).length;
}

/**
 * Offline tolerance (issue 11, R11): registers how cart changes run, puts back the ones a reload interrupted
 * (this shopper's only), shows a notice while offline with the number of waiting cart changes, and says so
 * when the connection returns. Queries pause meanwhile (the query client's network mode), so no screen turns
 * into an error.
 */
export function ConnectionNotice() {
  const t = useT();
  const plural = usePlural();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { user } = useStorefront();
  const owner = storageOwner(user?.id);
  const online = useOnline();
  const pending = usePendingCartChanges();
  const wasOffline = useRef(false);

  useEffect(() => {
    // In this notice's own chunk (restoring needs the contract's request schemas), loaded at idle time with it:
    // not a second request that could fail once the connection is gone.
    return keepCartChangesAcrossReloads(queryClient, owner);
  }, [queryClient, owner]);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    toast({
      tone: 'success',
      title: toastTitle('success', t),
      description: t('You are back online. Waiting changes are being sent.'),
    });
  }, [online, toast, t]);

  if (online) return null;
  return (
    <div className={styles.offlineNotice} role="status">
      {t(
        'You are offline. What you see may be out of date; cart changes are sent when the connection returns.',
      )}
      {pending > 0 ? ` ${plural('pending_changes', pending)}` : ''}
    </div>
  );
}
