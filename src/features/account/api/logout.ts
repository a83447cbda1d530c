// Signing out (GET /logout, a state change over GET, hence a mutation here). The answer carries the new guest
// session's CSRF token, which every later request must send; then the caches are renewed for the guest session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api-generated/endpoints/auth/auth';
import { setCsrfToken } from '@/lib/http';
import { renewSessionCaches } from '@/lib/session';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['logout'],
    mutationFn: () => logout(),
    onSuccess: async (answer) => {
      setCsrfToken(answer.token);
      await renewSessionCaches(queryClient);
    },
  });
}
