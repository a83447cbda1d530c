// Signing out (GET /logout, a state change over GET, hence a mutation here). The live channel is closed for good
// first: a subscription still being set up, or one renewed after a drop, would otherwise ask the backend to authorise
// it after the session ended (a 401).
// The answer carries the new guest session's CSRF token, which every later request must send; then the caches are
// renewed for the guest session, and an address a guest order left waiting for an account is forgotten (personal
// data: lib/addresses address-book.ts). (A logout that fails leaves the shopper signed in without live
// notifications until the next page; the bell still loads over HTTP.)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api-generated/endpoints/auth/auth';
import { setCsrfToken } from '@/lib/http';
import { closeNotifications } from '@/lib/realtime';
import { renewSessionCaches, SIGN_OUT_MUTATION_KEY } from '@/lib/session';
import { webStorage } from '@/lib/storage';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    onMutate: () => closeNotifications(),
    mutationFn: () => logout(),
    onSuccess: async (answer) => {
      setCsrfToken(answer.token);
      // lib/addresses' PENDING_ADDRESSES_STORAGE_KEY, written here: sign-out is on the first route, the addresses are not.
      webStorage('localStorage')?.removeItem('marketfront:pending-addresses');
      await renewSessionCaches(queryClient);
    },
  });
}
