// Signing out (GET /logout, a state change over GET, hence a mutation here). The live channel is closed for good
// first: a subscription still being set up, or one renewed after a drop, would otherwise ask the backend to authorise
// it after the session ended (a 401).
// The answer carries the new guest session's CSRF token, which every later request must send; then the caches are
// renewed for the guest session, and an address a guest order left waiting for an account is forgotten (personal
// data: lib/addresses pending-address.ts). (A logout that fails leaves the shopper signed in without live
// notifications until the next page; the bell still loads over HTTP.)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api-generated/endpoints/auth/auth';
import { forgetPendingAddresses } from '@/lib/addresses';
import { setCsrfToken } from '@/lib/http';
import { closeNotifications } from '@/lib/realtime';
import { renewSessionCaches, SIGN_OUT_MUTATION_KEY } from '@/lib/session';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    onMutate: () => closeNotifications(),
    mutationFn: () => logout(),
    onSuccess: async (answer) => {
      setCsrfToken(answer.token);
      forgetPendingAddresses();
      await renewSessionCaches(queryClient);
    },
  });
}
