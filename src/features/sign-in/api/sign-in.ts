// Signing in and the sign-ups that sign in at once. The demo shop (and the backend) re-assign the guest cart to the
// account, so after success the caches are renewed: the start data refetch brings the merged cart and the user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login, register, registerSeller } from '@/api-generated/endpoints/auth/auth';
import type { LoginRequest, RegisterRequest, RegisterSellerRequest } from '@/api-generated/model';
import { renewSessionCaches } from '@/lib/session';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['login'],
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: () => renewSessionCaches(queryClient),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['register'],
    mutationFn: (body: RegisterRequest) => register(body),
    // Phone sign-ups are signed in at once (type 1); e-mail sign-ups must activate their account first.
    onSuccess: async (answer) => {
      if (answer.type === 1) await renewSessionCaches(queryClient);
    },
  });
}

export function useRegisterSeller() {
  return useMutation({
    mutationKey: ['seller-register'],
    mutationFn: (body: RegisterSellerRequest) => registerSeller(body),
  });
}
