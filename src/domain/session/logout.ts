// Signing out (GET /logout, a state change over GET, hence a mutation here). The live channel is closed for good
// first: a subscription still being set up, or one renewed after a drop, would otherwise ask the backend to authorise
// it after the session ended (a 401).
// The answer carries the new guest session's CSRF token, which every later request must send; then the watched
// products (ADR 055) and an address a guest order left waiting for an account (domain/addresses' address-book.ts) are
// forgotten, and the caches renewed for the guest session (renewSessionCaches forgets the other personal data). (A
// logout that fails leaves the shopper signed in without live notifications until the next page; the bell still
// loads over HTTP.)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api-generated/endpoints/auth/auth';
import { setCsrfToken } from '@/lib/http';
import { closeNotifications } from '@/lib/realtime';
import { renewSessionCaches, SIGN_OUT_MUTATION_KEY } from '@/lib/session';
import { webStorage } from '@/lib/storage';

// Their localStorage entries, written out: src/domain/watch-list's WATCHES_STORAGE_KEY and domain/addresses'
// PENDING_ADDRESSES_STORAGE_KEY. Importing those folders here would list their chunks among the first route's
// preloads (the header's account menu loads this file), and the first route has no byte to spare. watches.test.tsx
// and the guest sign-up test sign out through the menu to prove the keys are the same.
const FORGOTTEN_ON_SIGN_OUT = ['marketfront:watches', 'marketfront:pending-addresses'];

type LogoutAnswer = Awaited<ReturnType<typeof logout>>;

/**
 * `signedOut` runs once the guest's session is in place. It is given here, not to `mutate`: the signed-in menu that
 * starts the sign-out unmounts as soon as the shop reads a guest, and `mutate`'s own callbacks die with it.
 */
export function useLogout({ signedOut }: { signedOut?: (answer: LogoutAnswer) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    onMutate: () => closeNotifications(),
    mutationFn: () => logout(),
    onSuccess: async (answer) => {
      setCsrfToken(answer.token);
      for (const key of FORGOTTEN_ON_SIGN_OUT) webStorage('localStorage')?.removeItem(key);
      await renewSessionCaches(queryClient, { asGuest: true });
      signedOut?.(answer);
    },
  });
}
