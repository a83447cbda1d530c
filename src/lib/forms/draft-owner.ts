// Whose drafts a form reads and writes: the signed-in user from the storefront, else this tab session's guest.
// Outside the storefront (component tests, stories) the form belongs to the guest.
import { useContext } from 'react';
import { storageOwner } from '@/lib/storage';
import { StorefrontContext } from '@/lib/session/storefront-context';

export function useDraftOwner(): string {
  const storefront = useContext(StorefrontContext);
  return storageOwner(storefront?.user?.id);
}
