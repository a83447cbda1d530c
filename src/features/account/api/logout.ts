// Signing out (GET /logout, a state change over GET, hence a mutation here). The answer carries the new guest
// session's CSRF token, which every later request must send. Everything cached belongs to the old session
// (cart, wishlist and compare state, orders, even product cards' wishlist flags), so all of it is dropped except
// the start data, which is refetched: the shop then renders as a guest's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api-generated/endpoints/auth/auth';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/settings/settings';
import { setCsrfToken } from '@/lib/http';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['logout'],
    mutationFn: () => logout(),
    onSuccess: async (answer) => {
      setCsrfToken(answer.token);
      const startKey = getGetStartDataQueryKey();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== startKey[0] });
      await queryClient.invalidateQueries({ queryKey: startKey });
    },
  });
}
