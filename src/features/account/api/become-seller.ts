// Turning the customer account into a seller's (`POST /user/user-to-seller`). The server signs the shopper out
// when it succeeds; `forgetAccount` then takes the account off the screen and out of the cache (the start data is
// refetched as the guest's; the next form post picks up the new CSRF token by itself after the server's 419).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { convertToSeller } from '@/api-generated/endpoints/account/account';
import type { ConvertToSellerRequest } from '@/api-generated/model';
import { renewSessionCaches } from '@/lib/session';

export function useBecomeSeller() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['become-seller'],
    mutationFn: (body: ConvertToSellerRequest) => convertToSeller(body),
  });
  /** Call once the shopper has left the account area (it would otherwise send them to sign in and back). */
  const forgetAccount = async () => {
    await renewSessionCaches(queryClient, { asGuest: true });
  };
  return { mutation, forgetAccount };
}
