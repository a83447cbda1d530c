// Signing out (GET /logout, a state change over GET, hence a mutation here). The live channel is closed for good
// first: a subscription still being set up, or one renewed after a drop, would otherwise ask the backend to authorise
// it after the session ended (a 401).
// The answer carries the new guest session's CSRF token, which every later request must send; then the watched
// products are forgotten (ADR 055) and the caches renewed for the guest session (renewSessionCaches forgets the other
// personal data). (A logout that fails leaves the shopper signed in without live notifications until the next page;
// the bell still loads over HTTP.)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api-generated/endpoints/auth/auth';
import { setCsrfToken } from '@/lib/http';
import { closeNotifications } from '@/lib/realtime';
import { renewSessionCaches, SIGN_OUT_MUTATION_KEY } from '@/lib/session';
import { webStorage } from '@/lib/storage';

// The watched products' entry (src/domain/watches' WATCHES_STORAGE_KEY, ADR 055), written out: importing that folder
// here would list its chunks among the first route's preloads (the header's account menu loads this file), and the
// first route has no byte left. watches.test.tsx signs out through the menu to prove the two keys are one.
const WATCHES_STORAGE_KEY = 'marketfront:watches';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    onMutate: () => closeNotifications(),
    mutationFn: () => logout(),
    onSuccess: async (answer) => {
      setCsrfToken(answer.token);
      webStorage('localStorage')?.removeItem(WATCHES_STORAGE_KEY);
      await renewSessionCaches(queryClient);
    },
  });
}
